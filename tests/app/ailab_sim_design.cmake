# Command-line tests of `ailab-sim design` (a cluster design, lab "capstone", evaluated on
# core/design): the evaluation as JSON; --compare with both designs and the differences; bad
# design files an input error (exit 1) naming the file and the field; an oversized file
# refused before it is read.
if(NOT TARGET ailab-sim)
    return()
endif()

set(sim $<TARGET_FILE:ailab-sim>)
set(designs ${PROJECT_SOURCE_DIR}/labs/capstone/designs)
set(data ${CMAKE_CURRENT_SOURCE_DIR}/data)
set(err "^ailab-sim: error: ")

ailab_cli_test(NAME "ailab-sim design: the course's default design"
    COMMAND ${sim} design ${designs}/course-default.json EXPECT_EXIT 0
    STDOUT "^{\n  \"lab\": \"capstone\",.*\"accelerators\": 32,\n *\"hbmTB\": 2\\.56,\n *\"nics\": 16,\n *\"gpuOnlyPowerKW\": 32\\.0,.*\"networkDemandGbps\": 640\\.0,.*\"primaryConstraint\": \"network\",.*\"nMinus1\": \\[.*\"readiness\": {.*\"caveat\": \"The score is a teaching aid, not a production architecture certification\\.\".*\"criteria\": \\["
    STDERR "^$")
ailab_cli_test(NAME "ailab-sim design: --compare prints both designs and their differences"
    COMMAND ${sim} design ${designs}/course-default.json --compare ${designs}/storage-starved.json
    EXPECT_EXIT 0
    STDOUT "^{\n  \"a\": {.*\"b\": {.*\"differences\": \\[.*\"figure\": \"/design/cluster/storageReadGBps\",\n *\"a\": 40\\.0,\n *\"b\": 2\\.0,\n *\"difference\": -38\\.0")
ailab_cli_test(NAME "ailab-sim design: the inference cluster's serving run"
    COMMAND ${sim} design ${designs}/inference.json EXPECT_EXIT 0
    STDOUT "\"serving\": {.*\"sustained\": (true|false),.*\"id\": \"serving-slo\"")
ailab_cli_test(NAME "ailab-sim validate: a design file"
    COMMAND ${sim} validate ${designs}/llama3-16k.json EXPECT_EXIT 0
    STDOUT "valid scenario for lab 'capstone'")
ailab_cli_test(NAME "ailab-sim run: a design runs its evaluation"
    COMMAND ${sim} run ${designs}/superpod-su.json EXPECT_EXIT 0
    STDOUT "\"lab\": \"capstone\".*\"metrics\": {.*\"review\": {")

# --- bad design files ----------------------------------------------------------------
ailab_cli_test(NAME "ailab-sim design: a design without a workload"
    COMMAND ${sim} design ${data}/design_without_workload.json EXPECT_EXIT 1 STDOUT "^$"
    STDERR "${err}[^\n]*design_without_workload\\.json: /model/workload: missing required field")
ailab_cli_test(NAME "ailab-sim design: a split the step model refuses names the workload's field"
    COMMAND ${sim} validate ${data}/design_bad_tp.json EXPECT_EXIT 1
    STDERR "${err}[^\n]*design_bad_tp\\.json: /model/workload/training/")
ailab_cli_test(NAME "ailab-sim design: a scenario of another lab"
    COMMAND ${sim} design ${PROJECT_SOURCE_DIR}/labs/stack/scenarios/healthy-training.json
    EXPECT_EXIT 1 STDERR "${err}[^\n]*healthy-training\\.json: /lab: expected a design")
ailab_cli_test(NAME "ailab-sim design: a second design that is not there"
    COMMAND ${sim} design ${designs}/course-default.json --compare ${data}/no_such_design.json
    EXPECT_EXIT 1 STDOUT "^$" STDERR "${err}[^\n]*no_such_design\\.json: file not found")
# A file beyond the 4 MiB a scenario holds, written here: refused before it is parsed.
string(REPEAT " " 4200000 padding)
file(WRITE ${CMAKE_CURRENT_BINARY_DIR}/oversized_design.json
     "{\"schema\": \"ailab.scenario/1\", \"lab\": \"capstone\", \"title\": \"big\",${padding}\"model\": {}}")
ailab_cli_test(NAME "ailab-sim design: an oversized design file"
    COMMAND ${sim} design ${CMAKE_CURRENT_BINARY_DIR}/oversized_design.json EXPECT_EXIT 1
    STDERR "${err}[^\n]*oversized_design\\.json: too large")
