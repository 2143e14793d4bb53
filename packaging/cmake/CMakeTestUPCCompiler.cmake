# The UPC compiler works when it builds a UPC program (checked once per build folder).
if(NOT CMAKE_UPC_COMPILER_WORKS)
  set(_dir "${CMAKE_BINARY_DIR}${CMAKE_FILES_DIRECTORY}/CMakeTmp/upc")
  file(MAKE_DIRECTORY "${_dir}")
  file(WRITE "${_dir}/test.upc"
       "#include <upc.h>\nint main(void) { upc_barrier; return MYTHREAD < THREADS ? 0 : 1; }\n")
  execute_process(COMMAND "${CMAKE_UPC_COMPILER}" test.upc -o test
                  WORKING_DIRECTORY "${_dir}" RESULT_VARIABLE _result
                  OUTPUT_VARIABLE _out ERROR_VARIABLE _out)
  if(NOT _result EQUAL 0)
    message(FATAL_ERROR "The UPC compiler ${CMAKE_UPC_COMPILER} cannot build a UPC program:\n${_out}")
  endif()
  set(CMAKE_UPC_COMPILER_WORKS 1 CACHE INTERNAL "")
  message(STATUS "Check for working UPC compiler: ${CMAKE_UPC_COMPILER} - works")
endif()
