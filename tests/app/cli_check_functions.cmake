# ailab_cli_test(NAME <name> COMMAND <program> [<arg>...] EXPECT_EXIT <code>
#                [STDOUT <regex>] [STDERR <regex>]
#                [REJECT_STDOUT <regex>] [REJECT_STDERR <regex>]
#                [WORKING_DIRECTORY <dir>] [ENVIRONMENT <VAR=value>...] [LABELS <label>...])
# Registers a ctest test that runs the command through cli_check.cmake: the exit code must
# be exactly <code>, and stdout/stderr must match (or not match) the regexes given.
# COMMAND may use generator expressions such as $<TARGET_FILE:ailab-sim>.
set(AILAB_CLI_CHECK_SCRIPT ${CMAKE_CURRENT_LIST_DIR}/cli_check.cmake)

function(ailab_cli_test)
    cmake_parse_arguments(PARSE_ARGV 0 ARG ""
        "NAME;EXPECT_EXIT;STDOUT;STDERR;REJECT_STDOUT;REJECT_STDERR;WORKING_DIRECTORY"
        "COMMAND;ENVIRONMENT;LABELS")
    if(NOT ARG_NAME OR NOT ARG_COMMAND OR NOT DEFINED ARG_EXPECT_EXIT)
        message(FATAL_ERROR "ailab_cli_test needs NAME, COMMAND and EXPECT_EXIT")
    endif()
    if(ARG_UNPARSED_ARGUMENTS)
        message(FATAL_ERROR "ailab_cli_test(${ARG_NAME}): unknown arguments: "
                            "${ARG_UNPARSED_ARGUMENTS}")
    endif()
    if(NOT ARG_WORKING_DIRECTORY)
        set(ARG_WORKING_DIRECTORY ${CMAKE_CURRENT_BINARY_DIR})
    endif()
    # Each -D value is one argument; CMD stays a list that the script expands.
    add_test(NAME ${ARG_NAME}
        COMMAND ${CMAKE_COMMAND}
            "-DCMD=${ARG_COMMAND}"
            "-DEXPECT_EXIT=${ARG_EXPECT_EXIT}"
            "-DEXPECT_STDOUT=${ARG_STDOUT}"
            "-DEXPECT_STDERR=${ARG_STDERR}"
            "-DREJECT_STDOUT=${ARG_REJECT_STDOUT}"
            "-DREJECT_STDERR=${ARG_REJECT_STDERR}"
            -P ${AILAB_CLI_CHECK_SCRIPT}
        WORKING_DIRECTORY ${ARG_WORKING_DIRECTORY})
    set_tests_properties(${ARG_NAME} PROPERTIES LABELS "cli;${ARG_LABELS}")
    if(ARG_ENVIRONMENT)
        set_tests_properties(${ARG_NAME} PROPERTIES ENVIRONMENT "${ARG_ENVIRONMENT}")
    endif()
endfunction()
