# Runs one command and checks its exit code and output. Use with `cmake -P`:
#   cmake -DCMD=<program;arg;...> -DEXPECT_EXIT=<code>
#         [-DEXPECT_STDOUT=<regex>] [-DEXPECT_STDERR=<regex>]
#         [-DREJECT_STDOUT=<regex>] [-DREJECT_STDERR=<regex>] -P cli_check.cmake
# The exit code must match exactly (a crash reports a signal name, never a number, so it
# always fails). Empty regexes are not checked; "^$" asks for empty output.
cmake_minimum_required(VERSION 3.25)

if(NOT DEFINED CMD OR "${CMD}" STREQUAL "")
    message(FATAL_ERROR "cli_check: CMD is not set")
endif()
if(NOT DEFINED EXPECT_EXIT OR NOT EXPECT_EXIT MATCHES "^[0-9]+$")
    message(FATAL_ERROR "cli_check: EXPECT_EXIT must be an exit code, got '${EXPECT_EXIT}'")
endif()

execute_process(
    COMMAND ${CMD}
    RESULT_VARIABLE actual_exit
    OUTPUT_VARIABLE actual_stdout
    ERROR_VARIABLE actual_stderr)

set(failures "")
if(NOT "${actual_exit}" STREQUAL "${EXPECT_EXIT}")
    string(APPEND failures "  exit code: expected ${EXPECT_EXIT}, got ${actual_exit}\n")
endif()
foreach(stream IN ITEMS STDOUT STDERR)
    string(TOLOWER "${stream}" name)
    if(NOT "${EXPECT_${stream}}" STREQUAL "" AND NOT "${actual_${name}}" MATCHES "${EXPECT_${stream}}")
        string(APPEND failures "  ${name} does not match: ${EXPECT_${stream}}\n")
    endif()
    if(NOT "${REJECT_${stream}}" STREQUAL "" AND "${actual_${name}}" MATCHES "${REJECT_${stream}}")
        string(APPEND failures "  ${name} matches what it must not: ${REJECT_${stream}}\n")
    endif()
endforeach()

if(NOT failures STREQUAL "")
    string(REPLACE ";" " " shown_cmd "${CMD}")
    message(FATAL_ERROR "Command: ${shown_cmd}\n${failures}"
                        "--- stdout ---\n${actual_stdout}\n--- stderr ---\n${actual_stderr}")
endif()
