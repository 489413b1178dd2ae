# Command-line tests of ailab (app/): exit codes 0 (ok), 1 (a file that cannot be read or
# written) and 2 (usage error), "ailab: error: " messages on stderr, before any window.
if(NOT TARGET ailab)
    return()
endif()

set(ailab $<TARGET_FILE:ailab>)
set(data ${CMAKE_CURRENT_SOURCE_DIR}/data)
set(err "(^|\n)ailab: error: ")
set(out ${CMAKE_CURRENT_BINARY_DIR}/ailab_cli)
# Offscreen, and settings and logs kept in the build folder, away from the user's own. Qt
# wants a private runtime folder (mode 0700), else it warns on stderr.
file(MAKE_DIRECTORY ${out}/runtime)
file(CHMOD ${out}/runtime PERMISSIONS OWNER_READ OWNER_WRITE OWNER_EXECUTE)
set(env "QT_QPA_PLATFORM=offscreen" "XDG_CONFIG_HOME=${out}/config" "XDG_DATA_HOME=${out}/data"
        "XDG_RUNTIME_DIR=${out}/runtime" "LANG=C.UTF-8" "LANGUAGE=")

ailab_cli_test(NAME "ailab: --list-labs prints one id a line"
    COMMAND ${ailab} --list-labs EXPECT_EXIT 0
    STDOUT "^stack\n([a-z][a-z-]*\n)*$" STDERR "^$" ENVIRONMENT ${env})
ailab_cli_test(NAME "ailab: --version"
    COMMAND ${ailab} --version EXPECT_EXIT 0
    STDOUT "^ailab ${PROJECT_VERSION}\n$" ENVIRONMENT ${env})
ailab_cli_test(NAME "ailab: --help lists the options"
    COMMAND ${ailab} --help EXPECT_EXIT 0
    STDOUT "--screenshot-all <folder>.*--list-labs" ENVIRONMENT ${env})
ailab_cli_test(NAME "ailab: --quit-after-first-frame shows the window and exits"
    COMMAND ${ailab} --quit-after-first-frame EXPECT_EXIT 0 ENVIRONMENT ${env})

# --- usage errors: exit 2 ----------------------------------------------------------------
ailab_cli_test(NAME "ailab: unknown lab lists the valid ids"
    COMMAND ${ailab} --lab nope EXPECT_EXIT 2
    STDOUT "^$" STDERR "${err}unknown lab \"nope\"; the labs are: stack(, [a-z-]+)*\n$"
    ENVIRONMENT ${env})
ailab_cli_test(NAME "ailab: unknown option"
    COMMAND ${ailab} --frobnicate EXPECT_EXIT 2
    STDERR "${err}Unknown option 'frobnicate'" ENVIRONMENT ${env})
ailab_cli_test(NAME "ailab: an option without its value"
    COMMAND ${ailab} --lab EXPECT_EXIT 2
    STDERR "${err}Missing value after '--lab'" ENVIRONMENT ${env})
ailab_cli_test(NAME "ailab: two files to open"
    COMMAND ${ailab} ${data}/stack_good.json ${data}/stack_minimal.json EXPECT_EXIT 2
    STDERR "${err}unexpected argument \"[^\"]*stack_minimal\\.json\"; ailab opens one file"
    ENVIRONMENT ${env})
ailab_cli_test(NAME "ailab: --scenario together with a file to open"
    COMMAND ${ailab} --scenario ${data}/stack_good.json ${data}/stack_minimal.json EXPECT_EXIT 2
    STDERR "${err}--scenario and a file to open cannot be used together" ENVIRONMENT ${env})
ailab_cli_test(NAME "ailab: unknown language lists the available ones"
    COMMAND ${ailab} --lang xx EXPECT_EXIT 2
    STDERR "${err}unknown language \"xx\"; available: en, de\n$" ENVIRONMENT ${env})
ailab_cli_test(NAME "ailab: --lang de translates the messages"
    COMMAND ${ailab} --lang de --lab nope EXPECT_EXIT 2
    STDERR "${err}unbekanntes Labor „nope“; die Labore sind: stack" ENVIRONMENT ${env})
ailab_cli_test(NAME "ailab: --screenshot and --screenshot-all together"
    COMMAND ${ailab} --screenshot a.png --screenshot-all b EXPECT_EXIT 2
    STDERR "${err}--screenshot and --screenshot-all cannot be used together" ENVIRONMENT ${env})
ailab_cli_test(NAME "ailab: --size that is not a window size"
    COMMAND ${ailab} --size 100x5 --screenshot a.png EXPECT_EXIT 2
    STDERR "${err}--size: \"100x5\" is not a window size" ENVIRONMENT ${env})
ailab_cli_test(NAME "ailab: --all-pages without --screenshot-all"
    COMMAND ${ailab} --all-pages EXPECT_EXIT 2
    STDERR "${err}--all-pages needs --screenshot-all" ENVIRONMENT ${env})
ailab_cli_test(NAME "ailab: a scenario for a lab that does not exist"
    COMMAND ${ailab} --scenario ${data}/unknown_lab.json EXPECT_EXIT 1
    STDERR "${err}[^\n]*unknown_lab\\.json" ENVIRONMENT ${env})

# --- bad files: exit 1, the file and the field named -------------------------------------
ailab_cli_test(NAME "ailab: a scenario with an unknown field names the field"
    COMMAND ${ailab} --scenario ${data}/unknown_field.json EXPECT_EXIT 1
    STDOUT "^$" STDERR "${err}[^\n]*unknown_field\\.json: /model/sevrers: unknown field"
    ENVIRONMENT ${env})
ailab_cli_test(NAME "ailab: malformed scenario JSON gives line and column"
    COMMAND ${ailab} --scenario ${data}/malformed.json EXPECT_EXIT 1
    STDERR "${err}[^\n]*malformed\\.json: line 5, column 8" ENVIRONMENT ${env})
ailab_cli_test(NAME "ailab: a missing scenario file"
    COMMAND ${ailab} --scenario ${out}/no-such-file.json EXPECT_EXIT 1
    STDERR "${err}the scenario file \"[^\"]*no-such-file\\.json\" does not exist" ENVIRONMENT ${env})
ailab_cli_test(NAME "ailab: --screenshot into a folder that does not exist"
    COMMAND ${ailab} --screenshot ${out}/no-such-folder/x.png EXPECT_EXIT 1
    STDERR "${err}cannot write the picture \"[^\"]*no-such-folder/x\\.png\"" ENVIRONMENT ${env})
ailab_cli_test(NAME "ailab: --screenshot onto a folder"
    COMMAND ${ailab} --screenshot ${CMAKE_CURRENT_BINARY_DIR} EXPECT_EXIT 1
    STDERR "${err}cannot write the picture" ENVIRONMENT ${env})
ailab_cli_test(NAME "ailab: --screenshot of a type that cannot be written"
    COMMAND ${ailab} --screenshot ${out}/x.docx EXPECT_EXIT 2
    STDERR "${err}cannot write pictures of type \"docx\"" ENVIRONMENT ${env})
ailab_cli_test(NAME "ailab: --screenshot-all under a file"
    COMMAND ${ailab} --screenshot-all ${data}/stack_good.json/pictures EXPECT_EXIT 1
    STDERR "${err}cannot write pictures into the folder" ENVIRONMENT ${env})

# --- pictures: real PNG files of 1280x800 ------------------------------------------------
set(png_check ${CMAKE_CURRENT_SOURCE_DIR}/ailab_png_check.cmake)
add_test(NAME "ailab: --screenshot writes a 1280x800 PNG"
    COMMAND ${CMAKE_COMMAND} "-DCMD=${ailab};--lab;stack;--screenshot;${out}/stack.png"
            "-DPNGS=${out}/stack.png" -P ${png_check})
add_test(NAME "ailab: --screenshot with a scenario, in presenter mode"
    COMMAND ${CMAKE_COMMAND}
            "-DCMD=${ailab};--presenter;--scenario;${data}/stack_good.json;--screenshot;${out}/scenario.png"
            "-DPNGS=${out}/scenario.png" -P ${png_check})
add_test(NAME "ailab: --screenshot-all writes one PNG per lab"
    COMMAND ${CMAKE_COMMAND} "-DCMD=${ailab};--screenshot-all;${out}/all"
            "-DLIST_CMD=${ailab};--list-labs" "-DDIR=${out}/all" -P ${png_check})
add_test(NAME "ailab: --screenshot at 1024x768 in presenter mode"
    COMMAND ${CMAKE_COMMAND}
            "-DCMD=${ailab};--presenter;--size;1024x768;--lab;roce;--screenshot;${out}/roce-1024.png"
            "-DPNGS=${out}/roce-1024.png" "-DSIZE=0000040000000300" -P ${png_check})
set_tests_properties("ailab: --screenshot writes a 1280x800 PNG"
    "ailab: --screenshot at 1024x768 in presenter mode"
    "ailab: --screenshot with a scenario, in presenter mode"
    "ailab: --screenshot-all writes one PNG per lab"
    PROPERTIES LABELS "cli" ENVIRONMENT "${env}")

# --- ailab FILE: a scenario or a saved state, told apart by its content -------------------
ailab_cli_test(NAME "ailab: FILE that does not exist"
    COMMAND ${ailab} stack EXPECT_EXIT 1
    STDERR "${err}the file \"stack\" does not exist" ENVIRONMENT ${env})
ailab_cli_test(NAME "ailab: FILE that is none of the files it opens"
    COMMAND ${ailab} ${data}/not_an_object.json EXPECT_EXIT 1
    STDOUT "^$" STDERR "${err}not_an_object\\.json is none of the files the program opens: a scenario [^\n]* a class pack"
    ENVIRONMENT ${env})
ailab_cli_test(NAME "ailab: FILE, a broken scenario, names the field"
    COMMAND ${ailab} ${data}/unknown_field.json EXPECT_EXIT 1
    STDERR "${err}[^\n]*unknown_field\\.json: /model/sevrers: unknown field" ENVIRONMENT ${env})
ailab_cli_test(NAME "ailab: FILE, a saved state of a newer version, names the field"
    COMMAND ${ailab} ${data}/state_newer.ailab.json EXPECT_EXIT 1
    STDERR "${err}state_newer\\.ailab\\.json: This file has version 9[^\n]*\\(at /version\\)"
    ENVIRONMENT ${env})
ailab_cli_test(NAME "ailab: FILE, a scenario, opens its lab"
    COMMAND ${ailab} ${data}/stack_good.json --quit-after-first-frame EXPECT_EXIT 0
    REJECT_STDERR "ailab: error" ENVIRONMENT ${env})
ailab_cli_test(NAME "ailab: FILE, a saved state, opens its lab"
    COMMAND ${ailab} ${PROJECT_SOURCE_DIR}/tests/labs/data/saved-v1/fabric.ailab.json
            --quit-after-first-frame EXPECT_EXIT 0 REJECT_STDERR "ailab: error"
    ENVIRONMENT ${env})
ailab_cli_test(NAME "ailab: FILE for another lab than --lab"
    COMMAND ${ailab} --lab fabric ${data}/stack_good.json EXPECT_EXIT 2
    STDERR "${err}the file \"[^\"]*stack_good\\.json\" is for the lab \"stack\", not \"fabric\""
    ENVIRONMENT ${env})

# --- without a display: what needs no window works, the window says why it cannot open ----
set(no_display ${CMAKE_COMMAND} -E env --unset=DISPLAY --unset=WAYLAND_DISPLAY
               --unset=QT_QPA_PLATFORM)
set(env_no_display "XDG_CONFIG_HOME=${out}/config" "XDG_DATA_HOME=${out}/data"
                   "XDG_RUNTIME_DIR=${out}/runtime" "LANG=C.UTF-8" "LANGUAGE=")
set(no_window "${err}cannot open the window: [^\n]*Start ailab in a desktop session[^\n]*--screenshot[^\n]*ailab-sim[^\n]*\n$")
ailab_cli_test(NAME "ailab without a display: --version"
    COMMAND ${no_display} ${ailab} --version EXPECT_EXIT 0
    STDOUT "^ailab ${PROJECT_VERSION}\n$" STDERR "^$" ENVIRONMENT ${env_no_display})
ailab_cli_test(NAME "ailab without a display: --help"
    COMMAND ${no_display} ${ailab} --help EXPECT_EXIT 0
    STDOUT "--list-labs" STDERR "^$" ENVIRONMENT ${env_no_display})
ailab_cli_test(NAME "ailab without a display: --help in German"
    COMMAND ${no_display} ${ailab} --help --lang de EXPECT_EXIT 0
    STDOUT "Labor" STDERR "^$" ENVIRONMENT ${env_no_display})
ailab_cli_test(NAME "ailab without a display: --list-labs"
    COMMAND ${no_display} ${ailab} --list-labs EXPECT_EXIT 0
    STDOUT "^stack\n([a-z][a-z-]*\n)*$" STDERR "^$" ENVIRONMENT ${env_no_display})
ailab_cli_test(NAME "ailab without a display: a usage error"
    COMMAND ${no_display} ${ailab} --lab nope EXPECT_EXIT 2
    STDERR "${err}unknown lab \"nope\"" ENVIRONMENT ${env_no_display})
ailab_cli_test(NAME "ailab without a display: a bad file is checked"
    COMMAND ${no_display} ${ailab} ${data}/malformed.json EXPECT_EXIT 1
    STDERR "${err}[^\n]*malformed\\.json: line 5, column 8" ENVIRONMENT ${env_no_display})
ailab_cli_test(NAME "ailab without a display: the window exits with one message"
    COMMAND ${no_display} ${ailab} EXPECT_EXIT 3
    STDOUT "^$" STDERR "^ailab: error: cannot open the window: no display found[^\n]*\n$"
    ENVIRONMENT ${env_no_display})
ailab_cli_test(NAME "ailab without a display: a good file, then the window's message"
    COMMAND ${no_display} ${ailab} ${data}/stack_good.json EXPECT_EXIT 3
    STDERR "${no_window}" ENVIRONMENT ${env_no_display})
# A display that is named but not there: Qt's xcb plugin fails, ailab says why in one line.
ailab_cli_test(NAME "ailab with an unreachable display: one message, no abort"
    COMMAND ${CMAKE_COMMAND} -E env --unset=WAYLAND_DISPLAY DISPLAY=:97 QT_QPA_PLATFORM=xcb
            ${ailab} EXPECT_EXIT 3
    STDOUT "^$" STDERR "^ailab: error: cannot open the window: [^\n]*\n$"
    ENVIRONMENT ${env_no_display})
add_test(NAME "ailab without a display: --screenshot draws off screen"
    COMMAND ${CMAKE_COMMAND}
            "-DCMD=${no_display};${ailab};--lab;stack;--screenshot;${out}/no-display.png"
            "-DPNGS=${out}/no-display.png" -P ${png_check})
set_tests_properties("ailab without a display: --screenshot draws off screen"
    PROPERTIES LABELS "cli" ENVIRONMENT "${env_no_display}")
