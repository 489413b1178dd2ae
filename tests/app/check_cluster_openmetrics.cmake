# Runs the course's operations cluster for two minutes with --openmetrics and --telemetry-csv,
# then imports the OpenMetrics file with promtool (Prometheus' own tool, Debian's prometheus
# package, which packaging/setup.sh installs) and checks that the blocks hold the GPU, rack
# and job series and their histories. Fails when promtool is missing.
# -DPROMTOOL=... -DSIM=<ailab-sim> -DSCENARIO=... -DOUT=<folder>
if(NOT PROMTOOL OR NOT EXISTS "${PROMTOOL}")
    message(FATAL_ERROR "could not find promtool (Debian package prometheus; packaging/setup.sh installs it)")
endif()
file(REMOVE_RECURSE ${OUT})
file(MAKE_DIRECTORY ${OUT})

execute_process(COMMAND ${SIM} cluster ${SCENARIO} --duration 2min --openmetrics ${OUT}/cluster.om
                        --telemetry-csv ${OUT}/cluster.csv
                OUTPUT_VARIABLE out ERROR_VARIABLE err RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
    message(FATAL_ERROR "ailab-sim cluster failed (${rc}): ${err}")
endif()
file(READ ${OUT}/cluster.csv csv LIMIT 200)
if(NOT csv MATCHES "^time_s,series,unit,value")
    message(FATAL_ERROR "the CSV has no header: ${csv}")
endif()

execute_process(COMMAND ${PROMTOOL} tsdb create-blocks-from openmetrics ${OUT}/cluster.om ${OUT}/tsdb
                OUTPUT_VARIABLE out ERROR_VARIABLE err RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
    message(FATAL_ERROR "promtool refused the file (${rc}): ${out}${err}")
endif()
# The dump wants a WAL folder, even an empty one.
file(MAKE_DIRECTORY ${OUT}/tsdb/wal)
execute_process(COMMAND ${PROMTOOL} tsdb dump ${OUT}/tsdb
                OUTPUT_VARIABLE dump ERROR_VARIABLE err RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
    message(FATAL_ERROR "promtool tsdb dump failed (${rc}): ${err}")
endif()
foreach(series
        "{__name__=\"DCGM_FI_DEV_GPU_TEMP_celsius\", gpu=\"31\", rack=\"rack1\", server=\"server7\"}"
        "{__name__=\"ailab_rack_power_watts\", rack=\"rack0\"}"
        "{__name__=\"ailab_job_step_time_seconds\", job=\"fine-tune\"}"
        "{__name__=\"ailab_rack_gpu_temperature_max_history_celsius\", rack=\"rack0\", stat=\"max\"}"
        "{__name__=\"ailab_job_step_time_history_seconds\", job=\"fine-tune\", stat=\"mean\"}")
    string(FIND "${dump}" "${series}" found)
    if(found EQUAL -1)
        message(FATAL_ERROR "the imported blocks have no series ${series}")
    endif()
endforeach()
