# find_package(PGASXlate): the UPC language of pgas-xlate for CMake projects.
#
#   find_package(PGASXlate REQUIRED)       # enables the language UPC (.upc sources, built by upcc)
#   add_executable(prog prog.upc)
#   pgas_xlate_upc_target(prog BACKEND ga THREADS 4)   # optional: backend upcr (default) or ga,
#                                                      # static THREADS
#
# Each object has a dependency file (upcc -MD): editing a header a .upc source includes
# rebuilds it. Sets PGASXlate_UPCC, PGASXlate_UPCRUN (the installed upcc, upcrun) and
# PGASXlate_VERSION. Installed by `make install` into <prefix>/lib/cmake/PGASXlate.

get_filename_component(_pgas_xlate_prefix "${CMAKE_CURRENT_LIST_DIR}/../../.." ABSOLUTE)
set(PGASXlate_UPCC "${_pgas_xlate_prefix}/bin/upcc")
set(PGASXlate_UPCRUN "${_pgas_xlate_prefix}/bin/upcrun")
set(PGASXlate_VERSION "@VERSION@")
if(NOT EXISTS "${PGASXlate_UPCC}")
  set(PGASXlate_FOUND FALSE)
  set(PGASXlate_NOT_FOUND_MESSAGE "${PGASXlate_UPCC} is missing")
  return()
endif()

# The language UPC (CMakeDetermineUPCCompiler.cmake … beside this file).
list(APPEND CMAKE_MODULE_PATH "${CMAKE_CURRENT_LIST_DIR}")
if(NOT CMAKE_UPC_COMPILER)
  set(CMAKE_UPC_COMPILER "${PGASXlate_UPCC}")
endif()
enable_language(UPC)

# pgas_xlate_upc_target(TARGET [BACKEND upcr|ga] [THREADS N]): the backend and static THREADS
# of a target's UPC sources and of its link.
function(pgas_xlate_upc_target target)
  cmake_parse_arguments(PARSE_ARGV 1 arg "" "BACKEND;THREADS" "")
  if(arg_UNPARSED_ARGUMENTS)
    message(FATAL_ERROR "pgas_xlate_upc_target: unknown arguments ${arg_UNPARSED_ARGUMENTS}")
  endif()
  if(arg_BACKEND)
    if(NOT arg_BACKEND MATCHES "^(upcr|ga)$")
      message(FATAL_ERROR "pgas_xlate_upc_target: BACKEND is upcr or ga, not ${arg_BACKEND}")
    endif()
    target_compile_options(${target} PRIVATE "$<$<COMPILE_LANGUAGE:UPC>:--to;${arg_BACKEND}>")
    target_link_options(${target} PRIVATE "--to" "${arg_BACKEND}")
  endif()
  if(arg_THREADS)
    target_compile_options(${target} PRIVATE "$<$<COMPILE_LANGUAGE:UPC>:-T;${arg_THREADS}>")
  endif()
endfunction()
