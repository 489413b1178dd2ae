# Runs the sample program, then Prometheus' promtool: it imports the OpenMetrics file into
# a TSDB (`promtool tsdb create-blocks-from openmetrics`, which parses it with Prometheus'
# own OpenMetrics parser and refuses the whole file at the first error), and the dump of
# that TSDB must hold every series with its labels, converted values and sample count.
# Fails when promtool is missing.
# -DPROMTOOL=... -DSAMPLE=... -DOUT=<base path>
if(NOT PROMTOOL OR NOT EXISTS "${PROMTOOL}")
    message(FATAL_ERROR "could not find promtool (Debian package prometheus; packaging/setup.sh installs it)")
endif()

execute_process(COMMAND ${SAMPLE} ${OUT} RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
    message(FATAL_ERROR "the sample program failed: ${rc}")
endif()

function(run_promtool out_var)
    execute_process(COMMAND ${PROMTOOL} ${ARGN}
                    OUTPUT_VARIABLE out ERROR_VARIABLE err RESULT_VARIABLE rc)
    if(NOT rc EQUAL 0)
        message(FATAL_ERROR "promtool ${ARGN} failed (${rc}): ${out} ${err}")
    endif()
    set(${out_var} "${out}" PARENT_SCOPE)
endfunction()

function(expect actual expected what)
    if(NOT actual STREQUAL expected)
        message(FATAL_ERROR "${what}: expected\n${expected}\ngot\n${actual}")
    endif()
endfunction()

set(tsdb ${OUT}-tsdb)
file(REMOVE_RECURSE ${tsdb})
run_promtool(created tsdb create-blocks-from openmetrics ${OUT}.om ${tsdb})

# One block: 5 series, 10 samples each but the gap of GPU 1 (9): 49 samples, from t = 0
# (2026-01-01T00:00:00Z) to t = 135 s.
run_promtool(listed tsdb list ${tsdb})
string(REGEX MATCH "\n[0-9A-Z]+ +([0-9]+) +([0-9]+) +[^ ]+ +([0-9]+) +[0-9]+ +([0-9]+)" row
       "${listed}")
expect("${CMAKE_MATCH_1} ${CMAKE_MATCH_2} ${CMAKE_MATCH_3} ${CMAKE_MATCH_4}"
       "1767225600000 1767225735001 49 5" "block min time, max time, samples, series")

# The dump (which wants a WAL folder, even an empty one): one line per sample.
file(MAKE_DIRECTORY ${tsdb}/wal)
run_promtool(dump tsdb dump ${tsdb})
string(REGEX MATCHALL "[^\n]+" lines "${dump}")
list(LENGTH lines samples)
expect("${samples}" "49" "samples in the dump")

function(expect_sample line)
    list(FIND lines "${line}" at)
    if(at EQUAL -1)
        message(FATAL_ERROR "the dump lacks the sample\n${line}\nit holds\n${dump}")
    endif()
endfunction()

function(count_series selector expected)
    set(n 0)
    foreach(line IN LISTS lines)
        string(FIND "${line}" "${selector}" found)
        if(NOT found EQUAL -1)
            math(EXPR n "${n} + 1")
        endif()
    endforeach()
    expect("${n}" "${expected}" "samples of ${selector}")
endfunction()

# Family names with the unit suffix, labels sorted by Prometheus, values in base units.
count_series("{__name__=\"DCGM_FI_DEV_GPU_TEMP_celsius\", gpu=\"0\"" 10)
count_series("{__name__=\"DCGM_FI_DEV_GPU_TEMP_celsius\", gpu=\"1\"" 9)
expect_sample("{__name__=\"DCGM_FI_DEV_GPU_TEMP_celsius\", gpu=\"1\", rack=\"rack0\", server=\"server2\"} 62.5 1767225675000")
count_series("{__name__=\"ailab_link_util_ratio\"" 10)
expect_sample("{__name__=\"ailab_link_util_ratio\", link=\"leaf0-spine1\"} 0.49 1767225735000")
count_series("{__name__=\"ailab_job_step_seconds\"" 10)
expect_sample("{__name__=\"ailab_job_step_seconds\", job=\"llama-70b \\\"pretrain\\\"\"} 0.85 1767225600000")
count_series("{__name__=\"ailab_tokens_total\"" 10)
expect_sample("{__name__=\"ailab_tokens_total\", job=\"llama-70b \\\"pretrain\\\"\"} 9e+06 1767225735000")
