# Command-line tests of `ailab-sim dcqcn` (the lab 04 incast on the packet engine): JSON on
# stdout; bad values are usage errors (exit 2) that name the argument.
if(NOT TARGET ailab-sim)
    return()
endif()

set(sim $<TARGET_FILE:ailab-sim>)
set(err "^ailab-sim: error: ")
set(incast dcqcn --senders 8 --link-gbps 100 --offered 120 --duration-ms 2)
# CMake's regular expressions have no {n}: seven list entries spelled out.
string(REPEAT " *[0-9.]+,\n" 7 seven_values)

# --- results ----------------------------------------------------------------------------
ailab_cli_test(NAME "ailab-sim dcqcn: ECN + DCQCN prints every figure"
    COMMAND ${sim} ${incast} EXPECT_EXIT 0
    STDOUT "^{\n  \"senders\": 8,\n  \"link_gbps\": 100\\.0,\n  \"offered_percent\": 120\\.0,\n  \"ecn\": true,\n  \"pfc\": true,\n  \"dcqcn\": true,.*\"kmin_bytes\": 400000\\.0,\n  \"kmax_bytes\": 1600000\\.0,.*\"goodput_gbps\": [0-9.]+,\n  \"per_flow_goodput_gbps\": \\[\n${seven_values} *[0-9.]+\n  \\],\n  \"per_flow_rate_gbps\": \\[.*\"jain_fairness\": 0\\.9[0-9]*,\n  \"queue_bytes\": {\n    \"p50\": [0-9.]+,\n    \"p99\": [0-9.]+,\n    \"max\": [0-9.]+\n  },.*\"ecn_marks\": [1-9][0-9]*,\n  \"cnps\": [1-9][0-9]*,\n  \"pfc_pauses\": [0-9]+,.*\"drops\": 0,\n  \"retransmitted_bytes\": 0\\.0,.*\"wall_time_s\": [0-9.]+\n}\n$"
    STDERR "^$")
ailab_cli_test(NAME "ailab-sim dcqcn: no control drops and retransmits"
    COMMAND ${sim} ${incast} --no-ecn --no-pfc --no-dcqcn --buffer-kb 2000 EXPECT_EXIT 0
    STDOUT "\"ecn\": false,\n  \"pfc\": false,\n  \"dcqcn\": false,.*\"ecn_marks\": 0,\n  \"cnps\": 0,\n  \"pfc_pauses\": 0,.*\"drops\": [1-9][0-9]*,\n  \"retransmitted_bytes\": [1-9][0-9.]*,")
ailab_cli_test(NAME "ailab-sim dcqcn: PFC alone pauses without drops"
    COMMAND ${sim} ${incast} --no-ecn --no-dcqcn EXPECT_EXIT 0
    STDOUT "\"ecn_marks\": 0,\n  \"cnps\": 0,\n  \"pfc_pauses\": [1-9][0-9]*,\n  \"pfc_paused_time_us\": [1-9][0-9.]*,\n  \"drops\": 0,")
ailab_cli_test(NAME "ailab-sim dcqcn: thresholds in KB are used as given"
    COMMAND ${sim} ${incast} --kmin-kb 50 --kmax-kb 200 --pmax 0.1 --buffer-kb 4000
    EXPECT_EXIT 0
    STDOUT "\"buffer_bytes\": 4000000\\.0,\n  \"kmin_bytes\": 50000\\.0,\n  \"kmax_bytes\": 200000\\.0,\n  \"kmin_share_of_buffer\": 0\\.0125,\n  \"kmax_share_of_buffer\": 0\\.05,\n  \"pmax\": 0\\.1,")
ailab_cli_test(NAME "ailab-sim dcqcn: the same seed gives the same numbers"
    COMMAND ${sim} ${incast} --seed 3 EXPECT_EXIT 0 STDOUT "\"seed\": 3,")
ailab_cli_test(NAME "ailab-sim dcqcn: help lists the options"
    COMMAND ${sim} dcqcn --help EXPECT_EXIT 0
    STDOUT "--senders.*--link-gbps.*--offered.*--no-ecn.*--no-pfc.*--no-dcqcn.*--kmin-kb.*--kmax-kb.*--pmax.*--buffer-kb.*--duration-ms.*--seed")

# --- usage errors: exit 2, the argument named ------------------------------------------
ailab_cli_test(NAME "ailab-sim dcqcn: senders required"
    COMMAND ${sim} dcqcn --link-gbps 100 --offered 120 --duration-ms 1 EXPECT_EXIT 2
    STDOUT "^$" STDERR "${err}--senders is required")
ailab_cli_test(NAME "ailab-sim dcqcn: zero senders"
    COMMAND ${sim} dcqcn --senders 0 --link-gbps 100 --offered 120 --duration-ms 1
    EXPECT_EXIT 2 STDERR "${err}--senders: 0 is outside 1 to 1024\n")
ailab_cli_test(NAME "ailab-sim dcqcn: link rate not a number"
    COMMAND ${sim} dcqcn --senders 4 --link-gbps fast --offered 120 --duration-ms 1
    EXPECT_EXIT 2 STDERR "${err}--link-gbps")
ailab_cli_test(NAME "ailab-sim dcqcn: negative duration"
    COMMAND ${sim} dcqcn --senders 4 --link-gbps 100 --offered 120 --duration-ms -1
    EXPECT_EXIT 2 STDERR "${err}[^\n]*--duration-ms")
ailab_cli_test(NAME "ailab-sim dcqcn: more offered than the senders can send"
    COMMAND ${sim} dcqcn --senders 2 --link-gbps 100 --offered 300 --duration-ms 1
    EXPECT_EXIT 2 STDERR "${err}--offered: 2 senders can offer at most 200 %")
ailab_cli_test(NAME "ailab-sim dcqcn: Kmax not above Kmin"
    COMMAND ${sim} ${incast} --kmin-kb 500 --kmax-kb 400 EXPECT_EXIT 2
    STDERR "${err}--kmax-kb: Kmax \\(400 KB\\) must be above Kmin \\(500 KB\\)")
ailab_cli_test(NAME "ailab-sim dcqcn: Kmax larger than the buffer"
    COMMAND ${sim} ${incast} --buffer-kb 1000 EXPECT_EXIT 2
    STDERR "${err}--buffer-kb: Kmax \\(1600 KB\\) must fit in the buffer \\(1000 KB\\)")
ailab_cli_test(NAME "ailab-sim dcqcn: Pmax above 1"
    COMMAND ${sim} ${incast} --pmax 1.5 EXPECT_EXIT 2 STDERR "${err}--pmax")
ailab_cli_test(NAME "ailab-sim dcqcn: unknown option"
    COMMAND ${sim} ${incast} --red EXPECT_EXIT 2 STDERR "${err}[^\n]*--red")

# --- --pcap: the receiver's link as tshark dissects it -----------------------------------
set(pcap ${CMAKE_CURRENT_BINARY_DIR}/dcqcn_trace.pcap)
ailab_cli_test(NAME "ailab-sim dcqcn: --pcap writes the receiver's link"
    COMMAND ${sim} ${incast} --pcap ${pcap} EXPECT_EXIT 0
    STDOUT "\"pcap_file\": \"[^\"]*dcqcn_trace\\.pcap\",\n  \"pcap_frames\": [1-9][0-9]*,\n  \"pcap_frames_left_out\": 0,")
set_tests_properties("ailab-sim dcqcn: --pcap writes the receiver's link"
    PROPERTIES FIXTURES_SETUP dcqcn_pcap)
ailab_cli_test(NAME "ailab-sim dcqcn: --pcap to a folder that does not exist"
    COMMAND ${sim} ${incast} --pcap ${CMAKE_CURRENT_BINARY_DIR}/no/such/dir/x.pcap
    EXPECT_EXIT 1 STDOUT "^$" STDERR "${err}--pcap: cannot write the file")
find_program(TSHARK tshark)
if(TSHARK)
    # A CE-marked RDMA WRITE Middle (7) on its way in and a CNP (129, PSN 0) on its way back,
    # with nothing malformed in the whole capture.
    add_test(NAME "ailab-sim dcqcn: tshark dissects the --pcap trace"
        COMMAND sh -c "\"$0\" -n -r \"$1\" -Y 'infiniband.bth.opcode == 7 && ip.dsfield.ecn == 3' -T fields -E separator=, -e infiniband.bth.opcode -e ip.dsfield.ecn -e udp.dstport 2>/dev/null | head -n 1 && \"$0\" -n -r \"$1\" -Y 'infiniband.bth.opcode == 129' -T fields -E separator=, -e infiniband.bth.opcode -e infiniband.bth.psn 2>/dev/null | head -n 1 && \"$0\" -n -r \"$1\" -Y '_ws.malformed || _ws.expert.severity >= \"warning\"' 2>/dev/null | wc -l"
            ${TSHARK} ${pcap})
    set_tests_properties("ailab-sim dcqcn: tshark dissects the --pcap trace" PROPERTIES
        FIXTURES_REQUIRED dcqcn_pcap LABELS cli
        PASS_REGULAR_EXPRESSION "^7,3,4791\n129,0\n0\n$")
endif()
