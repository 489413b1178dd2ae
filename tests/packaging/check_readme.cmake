# The README's first code block holds exactly the two commands that set up, run and test
# the program (run, then test); scripts and people copy them from there.
# cmake -DREADME=.. -P check_readme.cmake
file(STRINGS ${README} lines)
set(in_block FALSE)
set(commands "")
foreach(line IN LISTS lines)
    if(line MATCHES "^```")
        if(in_block)
            break()
        endif()
        set(in_block TRUE)
    elseif(in_block AND NOT line MATCHES "^[ \t]*(#|$)")
        list(APPEND commands "${line}")
    endif()
endforeach()
set(expected "bash packaging/setup.sh run;bash packaging/setup.sh test")
if(NOT commands STREQUAL expected)
    message(FATAL_ERROR "${README}: the first code block should hold exactly\n"
                        "  bash packaging/setup.sh run\n  bash packaging/setup.sh test\n"
                        "but holds: ${commands}")
endif()
message(STATUS "README commands: ${commands}")
