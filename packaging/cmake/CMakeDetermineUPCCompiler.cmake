# The UPC compiler of the language UPC: upcc of pgas-xlate (CMAKE_UPC_COMPILER, set by
# PGASXlateConfig.cmake, or $UPCC, or upcc on the PATH).
if(NOT CMAKE_UPC_COMPILER)
  if(DEFINED ENV{UPCC})
    set(CMAKE_UPC_COMPILER "$ENV{UPCC}")
  else()
    find_program(CMAKE_UPC_COMPILER NAMES upcc)
  endif()
endif()
mark_as_advanced(CMAKE_UPC_COMPILER)
set(CMAKE_UPC_COMPILER_ENV_VAR "UPCC")
configure_file("${CMAKE_CURRENT_LIST_DIR}/CMakeUPCCompiler.cmake.in"
               "${CMAKE_PLATFORM_INFO_DIR}/CMakeUPCCompiler.cmake" @ONLY)
