# Command-line tests of `ailab-sim allreduce` (an all-reduce on a leaf-spine fabric on the
# flow engine): one JSON object on stdout; bad values are usage errors (exit 2) that name
# the argument.
if(NOT TARGET ailab-sim)
    return()
endif()

set(sim $<TARGET_FILE:ailab-sim>)
set(err "^ailab-sim: error: ")
set(fabric8 --nodes 8 --nic-gbps 400Gbps --latency-us 1 --leaves 8 --spines 2)

# --- results ----------------------------------------------------------------------------
# N = 8, 1 GB, 400 Gb/s: 35 ms plus 14 path latencies of 5 us (0.03507 s); 1.75 GB a rank.
ailab_cli_test(NAME "ailab-sim allreduce: ring prints every figure"
    COMMAND ${sim} allreduce ${fabric8} --algo ring --bytes 1GB EXPECT_EXIT 0
    STDOUT "^{\n  \"algorithm\": \"ring\",\n  \"ranks\": 8,.*\"simulated_time_s\": 0\\.03507,\n  \"closed_form_s\": 0\\.03507,\n  \"algbw_GBps\": 28\\.51[0-9]*,\n  \"busbw_GBps\": 49\\.9[0-9]*,\n  \"bytes_sent_per_rank\": 1750000000\\.0,\n  \"max_link_utilization\": 0\\.99[0-9]*,\n  \"flows\": 112,\n  \"engine\": \"fast-path\",\n  \"flows_on_flow_engine\": 0,\n  \"wall_time_s\": [0-9.e-]+\n}\n$"
    STDERR "^$")
ailab_cli_test(NAME "ailab-sim allreduce: sizes in GiB and rates in GB/s"
    COMMAND ${sim} allreduce --nodes 8 --leaves 8 --spines 2 --bytes 1GiB --nic-gbps 50GB/s
    EXPECT_EXIT 0
    STDOUT "\"bytes\": 1073741824\\.0,.*\"bytes_sent_per_rank\": 1879048192\\.0,")
ailab_cli_test(NAME "ailab-sim allreduce: Rabenseifner, tree and hierarchical run"
    COMMAND ${sim} allreduce --nodes 4 --gpus-per-node 2 --algo hierarchical --bytes 64MB
            --nic-gbps 400 --leaves 2 --spines 2 --ecmp spray --placement roundrobin
    EXPECT_EXIT 0 STDOUT "\"algorithm\": \"hierarchical\",\n  \"ranks\": 8,.*\"ecmp\": \"spray\",")
ailab_cli_test(NAME "ailab-sim allreduce: tree"
    COMMAND ${sim} allreduce ${fabric8} --algo tree --bytes 16MB EXPECT_EXIT 0
    STDOUT "\"algorithm\": \"tree\",.*\"simulated_time_s\": 0\\.[0-9]+,")
ailab_cli_test(NAME "ailab-sim allreduce: rabenseifner on a power of two matches its closed form"
    COMMAND ${sim} allreduce ${fabric8} --algo rabenseifner --bytes 1GB EXPECT_EXIT 0
    STDOUT "\"simulated_time_s\": 0\\.03503,\n  \"closed_form_s\": 0\\.03503,")
ailab_cli_test(NAME "ailab-sim allreduce: oversubscription slows the ring"
    COMMAND ${sim} allreduce --nodes 8 --bytes 100MB --nic-gbps 400 --leaves 2 --spines 2
            --placement roundrobin --ecmp spray EXPECT_EXIT 0
    STDOUT "\"simulated_time_s\": 0\\.00707[0-9]*,\n  \"closed_form_s\": 0\\.00357[0-9]*,")
# Both engines reachable: the per-flow engine gives the same figures as the fast path,
# here with an ECMP collision on an oversubscribed fabric (flows on the flow engine).
ailab_cli_test(NAME "ailab-sim allreduce: the per-flow engine on request"
    COMMAND ${sim} allreduce --nodes 8 --bytes 100MB --nic-gbps 400 --leaves 2 --spines 2
            --placement roundrobin --engine per-flow EXPECT_EXIT 0
    STDOUT "\"simulated_time_s\": 0\\.01057,.*\"engine\": \"per-flow\",\n  \"flows_on_flow_engine\": 112,")
ailab_cli_test(NAME "ailab-sim allreduce: the fast path puts only shared channels on the engine"
    COMMAND ${sim} allreduce --nodes 8 --bytes 100MB --nic-gbps 400 --leaves 2 --spines 2
            --placement roundrobin EXPECT_EXIT 0
    STDOUT "\"simulated_time_s\": 0\\.01057,.*\"engine\": \"fast-path\",\n  \"flows_on_flow_engine\": [1-9][0-9]*,")

# --- usage errors: exit 2, the argument named -------------------------------------------
ailab_cli_test(NAME "ailab-sim allreduce: more leaves than servers"
    COMMAND ${sim} allreduce --nodes 4 --bytes 1GB --nic-gbps 400 --leaves 8 --spines 2
    EXPECT_EXIT 2 STDOUT "^$" STDERR "${err}--leaves: leaves \\(8\\) cannot exceed servers \\(4\\)")
ailab_cli_test(NAME "ailab-sim allreduce: zero spines"
    COMMAND ${sim} allreduce --nodes 4 --bytes 1GB --nic-gbps 400 --leaves 2 --spines 0
    EXPECT_EXIT 2 STDERR "${err}--spines: ")
ailab_cli_test(NAME "ailab-sim allreduce: negative size"
    COMMAND ${sim} allreduce --nodes 4 --bytes -1GB --nic-gbps 400 --leaves 2 --spines 2
    EXPECT_EXIT 2 STDERR "${err}--bytes: ")
ailab_cli_test(NAME "ailab-sim allreduce: negative plain size"
    COMMAND ${sim} allreduce --nodes 4 --bytes=-5 --nic-gbps 400 --leaves 2 --spines 2
    EXPECT_EXIT 2 STDERR "${err}--bytes: the size cannot be negative")
ailab_cli_test(NAME "ailab-sim allreduce: size without a known unit"
    COMMAND ${sim} allreduce --nodes 4 --bytes 1GX --nic-gbps 400 --leaves 2 --spines 2
    EXPECT_EXIT 2 STDERR "${err}--bytes: ")
ailab_cli_test(NAME "ailab-sim allreduce: zero NIC rate"
    COMMAND ${sim} allreduce --nodes 4 --bytes 1GB --nic-gbps 0 --leaves 2 --spines 2
    EXPECT_EXIT 2 STDERR "${err}--nic-gbps: ")
ailab_cli_test(NAME "ailab-sim allreduce: unknown algorithm"
    COMMAND ${sim} allreduce --nodes 4 --bytes 1GB --nic-gbps 400 --leaves 2 --spines 2
            --algo butterfly
    EXPECT_EXIT 2 STDERR "${err}--algo: butterfly not in")
ailab_cli_test(NAME "ailab-sim allreduce: unknown placement"
    COMMAND ${sim} allreduce --nodes 4 --bytes 1GB --nic-gbps 400 --leaves 2 --spines 2
            --placement random
    EXPECT_EXIT 2 STDERR "${err}--placement: ")
ailab_cli_test(NAME "ailab-sim allreduce: unknown engine"
    COMMAND ${sim} allreduce --nodes 4 --bytes 1GB --nic-gbps 400 --leaves 2 --spines 2
            --engine fluid
    EXPECT_EXIT 2 STDERR "${err}--engine: fluid not in")
ailab_cli_test(NAME "ailab-sim allreduce: zero uplinks"
    COMMAND ${sim} allreduce --nodes 4 --bytes 1GB --nic-gbps 400 --leaves 2 --spines 2
            --uplinks 0
    EXPECT_EXIT 2 STDERR "${err}--uplinks: ")
ailab_cli_test(NAME "ailab-sim allreduce: missing fabric size"
    COMMAND ${sim} allreduce --nodes 4 --bytes 1GB --nic-gbps 400 --spines 2
    EXPECT_EXIT 2 STDERR "${err}--leaves is required")
