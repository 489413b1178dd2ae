# Command-line tests of `ailab-sim cluster` (a cluster scenario on the cluster twin) and of
# operations scenarios under `ailab-sim run`: JSON on stdout; a bad --inject or --duration is
# a usage error (exit 2) naming the option; a fault whose target names no part is an input
# error (exit 1) naming it. The OpenMetrics export is imported by Prometheus' promtool.
if(NOT TARGET ailab-sim)
    return()
endif()

set(sim $<TARGET_FILE:ailab-sim>)
set(presets ${PROJECT_SOURCE_DIR}/labs/operations/scenarios)
set(err "^ailab-sim: error: ")

ailab_cli_test(NAME "ailab-sim cluster: the course's operations cluster for ten minutes"
    COMMAND ${sim} cluster ${presets}/course-operations.json --duration 10min EXPECT_EXIT 0
    STDOUT "^{\n  \"lab\": \"operations\",.*\"name\": \"llama-8b-pretrain\",.*\"meanStepSeconds\": [0-9.e-]+,.*\"simulatedSeconds\": 600\\.0"
    STDERR "^$")
ailab_cli_test(NAME "ailab-sim cluster: an injected cooling failure throttles the rack's GPUs"
    COMMAND ${sim} cluster ${presets}/course-operations.json --duration 40min
            --inject cooling-failure:rack0@5min..30min
    EXPECT_EXIT 0
    STDOUT "\"facility.gpu-throttle-started\": [1-9].*\"fault\": \"cooling-failure\",.*\"target\": \"rack0\"")
ailab_cli_test(NAME "ailab-sim cluster: a GPU off the bus interrupts its job"
    COMMAND ${sim} cluster ${presets}/course-operations.json --duration 30min
            --inject gpu-off-bus:server0/gpu1@10min
    EXPECT_EXIT 0
    STDOUT "\"job.interrupted\": 1.*\"interruptions\": 1,")
ailab_cli_test(NAME "ailab-sim cluster: two platforms, a background queue and a storage network"
    COMMAND ${sim} cluster ${PROJECT_SOURCE_DIR}/tests/app/data/cluster_mixed.json EXPECT_EXIT 0
    STDOUT "\"background\": {\n *\"completed\": [1-9][0-9]*,\n *\"interruptions\": [1-9].*\"gpus\": 48,.*\"name\": \"pcie-job\",.*\"stepsRun\": [1-9]")
ailab_cli_test(NAME "ailab-sim cluster: a degraded link and congestion control off on a server's NICs"
    COMMAND ${sim} cluster ${presets}/course-operations.json --duration 10min
            --inject link-degraded:leaf0-spine0,severity=0.5@1min..5min
            --inject congestion-control-off:server1@2min
    EXPECT_EXIT 0
    STDOUT "\"fault\": \"link-degraded\",.*\"severity\": 0\.5,.*\"fault\": \"congestion-control-off\",.*\"target\": \"server1\"")
ailab_cli_test(NAME "ailab-sim run: an operations scenario"
    COMMAND ${sim} run ${presets}/course-operations.json EXPECT_EXIT 0
    STDOUT "\"lab\": \"operations\".*\"metrics\": {.*\"jobs\": \\[")
ailab_cli_test(NAME "ailab-sim validate: the operations presets"
    COMMAND ${sim} validate ${presets}/llama3-16k.json EXPECT_EXIT 0
    STDOUT "valid scenario for lab 'operations'")

# --- usage and input errors -------------------------------------------------------------
ailab_cli_test(NAME "ailab-sim cluster: a fault without a time"
    COMMAND ${sim} cluster ${presets}/course-operations.json --inject link-down:leaf0-spine0
    EXPECT_EXIT 2 STDOUT "^$" STDERR "${err}--inject: expected KIND\\[:TARGET\\]")
ailab_cli_test(NAME "ailab-sim cluster: an unknown fault"
    COMMAND ${sim} cluster ${presets}/course-operations.json --inject meltdown@5min
    EXPECT_EXIT 2 STDERR "${err}--inject: .*meltdown")
ailab_cli_test(NAME "ailab-sim cluster: a duration without a unit it knows"
    COMMAND ${sim} cluster ${presets}/course-operations.json --duration 3fortnights
    EXPECT_EXIT 2 STDERR "${err}--duration: ")
ailab_cli_test(NAME "ailab-sim cluster: a fault on a rack the cluster does not have"
    COMMAND ${sim} cluster ${presets}/course-operations.json --inject cooling-failure:rack7@1min
    EXPECT_EXIT 1 STDERR "${err}--inject/target: no rack is named \"rack7\"")
ailab_cli_test(NAME "ailab-sim cluster: a scenario of another lab"
    COMMAND ${sim} cluster ${PROJECT_SOURCE_DIR}/labs/stack/scenarios/healthy-training.json
    EXPECT_EXIT 1 STDERR "${err}/lab: expected a cluster scenario")

# The OpenMetrics file as Prometheus reads it: promtool imports it into TSDB blocks.
find_program(PROMTOOL promtool)
add_test(NAME "ailab-sim cluster: promtool imports the OpenMetrics telemetry"
         COMMAND ${CMAKE_COMMAND} -DPROMTOOL=${PROMTOOL} -DSIM=${sim}
                 -DSCENARIO=${presets}/course-operations.json
                 -DOUT=${CMAKE_CURRENT_BINARY_DIR}/cluster_openmetrics
                 -P ${CMAKE_CURRENT_SOURCE_DIR}/check_cluster_openmetrics.cmake)
set_tests_properties("ailab-sim cluster: promtool imports the OpenMetrics telemetry" PROPERTIES LABELS cli)
