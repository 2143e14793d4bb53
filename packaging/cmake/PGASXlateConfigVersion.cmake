# The version of the installed pgas-xlate: a request of the same major version, not newer, is
# compatible.
set(PACKAGE_VERSION "@VERSION@")
string(REGEX MATCH "^[0-9]+" _pgas_xlate_major "${PACKAGE_VERSION}")
if(PACKAGE_FIND_VERSION VERSION_GREATER PACKAGE_VERSION
   OR (PACKAGE_FIND_VERSION AND NOT PACKAGE_FIND_VERSION_MAJOR EQUAL _pgas_xlate_major))
  set(PACKAGE_VERSION_COMPATIBLE FALSE)
else()
  set(PACKAGE_VERSION_COMPATIBLE TRUE)
endif()
if(PACKAGE_FIND_VERSION STREQUAL PACKAGE_VERSION)
  set(PACKAGE_VERSION_EXACT TRUE)
endif()
