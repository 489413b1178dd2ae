# Command-line tests of `ailab-sim schedule` (the GPU scheduler on a cluster, and the FGD
# allocation experiment) and of scheduler scenarios under `ailab-sim run`: JSON on stdout;
# bad option values are usage errors (exit 2) naming the option; a bad trace row is an
# input error (exit 1) naming the file, line and column.
if(NOT TARGET ailab-sim)
    return()
endif()

set(sim $<TARGET_FILE:ailab-sim>)
set(data ${CMAKE_CURRENT_SOURCE_DIR}/data)
set(traces ${PROJECT_SOURCE_DIR}/resources/traces)
set(err "^ailab-sim: error: ")
set(sample --nodes ${traces}/openb-sample-nodes.csv --jobs ${traces}/openb-sample-jobs.csv)

# --- results ----------------------------------------------------------------------------
ailab_cli_test(NAME "ailab-sim schedule: the sample trace under best-fit and EASY backfill"
    COMMAND ${sim} schedule ${sample} --policy best-fit --backfill easy EXPECT_EXIT 0
    STDOUT "^{\n  \"policy\": \"best-fit\",\n  \"backfill\": \"easy\",.*\"nodes\": 12,\n  \"gpus\": 50,\n  \"jobs\": 49,\n  \"completed\": 49,.*\"queue_wait_by_size_s\": {\n    \"1 GPU or less\": {.*\"tenants\": \\[.*\"wall_time_s\": [0-9.e-]+\n}\n$"
    STDERR "^$")
ailab_cli_test(NAME "ailab-sim schedule: --per-job prints each job's placement, start and end"
    COMMAND ${sim} schedule ${sample} --policy fgd --per-job EXPECT_EXIT 0
    STDOUT "\"per_job\": \\[\n    {\n      \"name\": \"sample-job-00\",\n      \"tenant\": \"default\",\n      \"state\": \"done\",\n      \"submit_s\": 175\\.0,\n      \"started\": true,\n      \"start_s\": 175\\.0,\n      \"end_s\": 850\\.0,\n      \"placement\": \\[\n        {\n          \"node\": \"node-[0-9]+\",\n          \"gpus\": \\[")
ailab_cli_test(NAME "ailab-sim schedule: a generated workload with tenants, preemption and checkpoints"
    COMMAND ${sim} schedule --nodes builtin:course --generate 200 --load 1.2 --backfill easy
            --preemption --priorities 3 --checkpoint 30min --restore 2min --tenants a,b
            --fair-share --seed 3
    EXPECT_EXIT 0
    STDOUT "\"jobs\": 200,.*\"preemptions\": [1-9][0-9]*,.*\"name\": \"[ab]\",\n      \"entitlement_percent\": 50\\.0,")
ailab_cli_test(NAME "ailab-sim schedule: the FGD allocation experiment on the sample trace"
    COMMAND ${sim} schedule ${sample} --experiment allocation --policy fgd --inflate 130 --seeds 10
    EXPECT_EXIT 0
    STDOUT "^{\n  \"experiment\": \"allocation\",\n  \"policy\": \"fgd\",\n  \"inflate_percent\": 130\\.0,\n  \"seeds\": 10,\n  \"nodes\": 12,\n  \"cluster_gpus\": 50,\n  \"trace_jobs\": 49,.*\"points\": \\[\n    {\n      \"demand_percent\": 0,.*\"demand_percent\": 130,")
ailab_cli_test(NAME "ailab-sim run: a scheduler scenario with backfill"
    COMMAND ${sim} run ${data}/scheduler_backfill.json EXPECT_EXIT 0
    STDOUT "\"lab\": \"scheduler\".*\"makespan_s\": 18000\\.0,.*\"p95\": 10560\\.0,")
ailab_cli_test(NAME "ailab-sim run: a scheduler scenario with a node failure"
    COMMAND ${sim} run ${data}/scheduler_failure.json EXPECT_EXIT 0
    STDOUT "\"gpu_hours_lost_to_failures\": 0\\.333333[0-9]*,.*\"makespan_s\": 7620\\.0,.*\"node_failures\": 1,")

# --- usage errors: exit 2, the option named ---------------------------------------------
ailab_cli_test(NAME "ailab-sim schedule: unknown policy"
    COMMAND ${sim} schedule ${sample} --policy random
    EXPECT_EXIT 2 STDOUT "^$" STDERR "${err}--policy: random not in")
ailab_cli_test(NAME "ailab-sim schedule: unknown backfill"
    COMMAND ${sim} schedule ${sample} --backfill easyy EXPECT_EXIT 2 STDERR "${err}--backfill: ")
ailab_cli_test(NAME "ailab-sim schedule: both --jobs and --generate"
    COMMAND ${sim} schedule ${sample} --generate 10
    EXPECT_EXIT 2 STDERR "${err}--jobs: give either --jobs FILE or --generate N")
ailab_cli_test(NAME "ailab-sim schedule: a checkpoint interval without a known unit"
    COMMAND ${sim} schedule --nodes builtin:course --generate 10 --checkpoint 5parsecs
    EXPECT_EXIT 2 STDERR "${err}--checkpoint: ")
ailab_cli_test(NAME "ailab-sim schedule: zero load"
    COMMAND ${sim} schedule --nodes builtin:course --generate 10 --load 0
    EXPECT_EXIT 2 STDERR "${err}--load: ")
ailab_cli_test(NAME "ailab-sim schedule: an empty tenant name"
    COMMAND ${sim} schedule --nodes builtin:course --generate 10 --tenants a,,b
    EXPECT_EXIT 2 STDERR "${err}--tenants: an empty tenant name")
ailab_cli_test(NAME "ailab-sim schedule: the experiment needs a trace"
    COMMAND ${sim} schedule --nodes builtin:course --generate 5 --experiment allocation
    EXPECT_EXIT 2 STDERR "${err}--jobs: the allocation experiment needs a jobs trace")
ailab_cli_test(NAME "ailab-sim schedule: zero seeds"
    COMMAND ${sim} schedule ${sample} --experiment allocation --seeds 0
    EXPECT_EXIT 2 STDERR "${err}--seeds: ")
ailab_cli_test(NAME "ailab-sim schedule: zero inflation"
    COMMAND ${sim} schedule ${sample} --experiment allocation --inflate 0
    EXPECT_EXIT 2 STDERR "${err}--inflate: 0 is outside 1 to 1000\nRun 'ailab-sim schedule --help' for the usage\\.\n$")

# --- input errors: exit 1, the file, line and column named ------------------------------
file(WRITE ${CMAKE_CURRENT_BINARY_DIR}/bad_nodes.csv "sn,cpu_milli,memory_mib,gpu,model\nn1,64000,1024,4,T4\nn2,lots,1024,4,T4\n")
ailab_cli_test(NAME "ailab-sim schedule: a bad nodes row names its line and column"
    COMMAND ${sim} schedule --nodes ${CMAKE_CURRENT_BINARY_DIR}/bad_nodes.csv --generate 5
    EXPECT_EXIT 1 STDOUT "^$"
    STDERR "${err}bad_nodes\\.csv:3:4: cpu_milli: expected an integer, got \"lots\"\n$")
ailab_cli_test(NAME "ailab-sim schedule: a missing trace file"
    COMMAND ${sim} schedule --nodes ${traces}/no-such-nodes.csv --generate 5
    EXPECT_EXIT 1 STDERR "${err}.*no-such-nodes\\.csv: cannot open the trace file")
ailab_cli_test(NAME "ailab-sim run: a scheduler scenario's job of an unknown tenant"
    COMMAND ${sim} run ${data}/scheduler_bad_tenant.json
    EXPECT_EXIT 1 STDERR "${err}.*scheduler_bad_tenant\\.json: /model/jobs/0/tenant: no tenant \"product\" in the tenant list")

# --- help: a command's own help on a usage error, each option's values and default -------
ailab_cli_test(NAME "ailab-sim schedule: a usage error points to the command's own help"
    COMMAND ${sim} schedule --nodes builtin:course --bogus
    EXPECT_EXIT 2 STDOUT "^$"
    STDERR "${err}.*--bogus\nRun 'ailab-sim schedule --help' for the usage\\.\n$")
ailab_cli_test(NAME "ailab-sim: an unknown command points to the program's help"
    COMMAND ${sim} bogus
    EXPECT_EXIT 2 STDERR "Run 'ailab-sim --help' for the usage\\.\n$")
ailab_cli_test(NAME "ailab-sim schedule --help: each option's values in words and its default"
    COMMAND ${sim} schedule --help EXPECT_EXIT 0
    STDOUT "--nodes TEXT \\(required\\) +Nodes: .*--generate N +Generate N jobs [^\n]*; 0 to 10000000; default none\n.*--policy TEXT +Placement policy; one of first-fit, best-fit, packing, spread, topology, fgd; default first-fit\n.*--seeds N +Seeds the experiment averages over; 1 to 1000; default 10\n")

# --- figures rounded for people: six significant digits, no binary noise ---------------
ailab_cli_test(NAME "ailab-sim schedule: figures are rounded"
    COMMAND ${sim} schedule --nodes builtin:course --generate 50
    EXPECT_EXIT 0 STDOUT "\"makespan_s\": [0-9]+\\.?[0-9]*,"
    REJECT_STDOUT "[0-9]\\.[0-9]{7,}")
