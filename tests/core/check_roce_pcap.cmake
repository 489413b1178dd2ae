# Runs the sample program, then tshark on its two pcap files, and checks that tshark
# dissects them as RoCEv2 with the BTH fields the core wrote, finds nothing malformed,
# and (with the FCS kept) finds every FCS good. Fails when tshark is missing.
# -DTSHARK=... -DSAMPLE=... -DOUT=<base path>
if(NOT TSHARK OR NOT EXISTS "${TSHARK}")
    message(FATAL_ERROR "could not find tshark (Debian package tshark; packaging/setup.sh installs it)")
endif()

execute_process(COMMAND ${SAMPLE} ${OUT} RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
    message(FATAL_ERROR "the sample program failed: ${rc}")
endif()

function(run_tshark out_var)
    execute_process(COMMAND ${TSHARK} -n ${ARGN}
                    OUTPUT_VARIABLE out ERROR_VARIABLE err RESULT_VARIABLE rc)
    if(NOT rc EQUAL 0)
        message(FATAL_ERROR "tshark failed (${rc}): ${err}")
    endif()
    set(${out_var} "${out}" PARENT_SCOPE)
endfunction()

function(expect actual expected what)
    if(NOT actual STREQUAL expected)
        message(FATAL_ERROR "${what}: expected\n${expected}\ngot\n${actual}")
    endif()
endfunction()

# WRITE Only (opcode 10) to QP 0x123 with PSN 42; the responder's ACK (17) and CNP (129)
# to the requester's QP 0x456. UDP 4791 is dissected as RoCEv2 by default.
set(expected_bth "10,0x000123,42,4791\n17,0x000456,42,4791\n129,0x000456,0,4791\n")
run_tshark(bth -r ${OUT}.pcap -T fields -E separator=, -e infiniband.bth.opcode
           -e infiniband.bth.destqp -e infiniband.bth.psn -e udp.dstport)
expect("${bth}" "${expected_bth}" "BTH fields")

run_tshark(reth -r ${OUT}.pcap -Y infiniband.reth -T fields -E separator=,
           -e infiniband.reth.va -e infiniband.reth.r_key -e infiniband.reth.dmalen
           -e frame.len -e ip.dsfield.ecn -e vlan.priority)
expect("${reth}" "0x00007f0000001000,0x00001234,1000,1078,2,3\n" "RETH of the WRITE")

run_tshark(aeth -r ${OUT}.pcap -Y infiniband.aeth -T fields -E separator=,
           -e infiniband.aeth.syndrome -e infiniband.aeth.msn)
expect("${aeth}" "31,1\n" "AETH of the ACK")

run_tshark(times -r ${OUT}.pcap -T fields -e frame.time_relative)
expect("${times}" "0.000000000\n0.000002500\n0.000003250\n" "nanosecond timestamps")

# Nothing malformed, no expert warnings or errors anywhere in the dissection.
run_tshark(bad -r ${OUT}.pcap -Y "_ws.malformed || _ws.expert.severity >= \"warning\"")
expect("${bad}" "" "frames tshark finds malformed or warns about")

# The FCS-kept file: every FCS checks out under tshark's own CRC.
run_tshark(fcs -r ${OUT}-fcs.pcap -o eth.fcs:Always -o eth.check_fcs:TRUE -T fields
           -e eth.fcs.status)
expect("${fcs}" "1\n1\n1\n" "FCS status (1 = good)")
