# Fails when any source under core/ includes a Qt header (docs/architecture.md, "Layers").
# Run: cmake -DSOURCE_DIR=<project source dir> -P core_has_no_qt.cmake
if(NOT SOURCE_DIR)
    message(FATAL_ERROR "core_has_no_qt.cmake needs -DSOURCE_DIR=<project source dir>")
endif()
if(NOT IS_DIRECTORY "${SOURCE_DIR}/core")
    message(FATAL_ERROR "no core/ folder under ${SOURCE_DIR}")
endif()

file(GLOB_RECURSE sources LIST_DIRECTORIES false
     "${SOURCE_DIR}/core/*.h" "${SOURCE_DIR}/core/*.hpp" "${SOURCE_DIR}/core/*.cpp"
     "${SOURCE_DIR}/core/*.cc" "${SOURCE_DIR}/core/*.inl")
list(LENGTH sources count)
if(count EQUAL 0)
    message(FATAL_ERROR "found no source files under ${SOURCE_DIR}/core")
endif()

set(offenders "")
foreach(source IN LISTS sources)
    # `#include <QString>`, `#include "QtCore/qglobal.h"`, `#  include <Qt...>`
    file(STRINGS "${source}" lines REGEX "^[ \t]*#[ \t]*include[ \t]*[<\"]Q")
    foreach(line IN LISTS lines)
        file(RELATIVE_PATH relative "${SOURCE_DIR}" "${source}")
        string(STRIP "${line}" line)
        list(APPEND offenders "${relative}: ${line}")
    endforeach()
endforeach()

if(offenders)
    list(JOIN offenders "\n  " report)
    message(FATAL_ERROR "core/ must not include Qt headers:\n  ${report}")
endif()
message(STATUS "checked ${count} files under core/: no Qt include")
