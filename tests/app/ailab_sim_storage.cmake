# Command-line tests of `ailab-sim storage` (training jobs' input pipelines against a storage
# tier, core/storage) and `ailab-sim checkpoint` (the checkpoint formulas), and of storage
# scenarios under `ailab-sim run`: one JSON object on stdout; bad values are usage errors
# (exit 2) that name the option.
if(NOT TARGET ailab-sim)
    return()
endif()

set(sim $<TARGET_FILE:ailab-sim>)
set(data ${CMAKE_CURRENT_SOURCE_DIR}/data)
set(err "^ailab-sim: error: ")

# --- checkpoint: the seed's figures -----------------------------------------------------
ailab_cli_test(NAME "ailab-sim checkpoint: 400 GB at 10 GB/s every 30 min"
    COMMAND ${sim} checkpoint --size 400GB --write-rate 10GB/s --interval 30min --mode sync
    EXPECT_EXIT 0
    STDOUT "^{\n  \"mode\": \"sync\",\n  \"size_GB\": 400\\.0,.*\"write_s\": 40\\.0,\n  \"stall_s\": 40\\.0,\n  \"overhead_percent\": 2\\.22[0-9]*,.*\"GB_per_hour\": 800\\.0,"
    STDERR "^$")
ailab_cli_test(NAME "ailab-sim checkpoint: 2 TB within 300 s needs 6.67 GB/s = 53.3 Gb/s"
    COMMAND ${sim} checkpoint --size 2TB --write-rate 53.3Gb/s --interval 1h --window 300s
    EXPECT_EXIT 0
    STDOUT "\"required_rate_GBps\": 6\\.666[0-9]*,\n  \"required_rate_Gbps\": 53\\.33[0-9]*")
ailab_cli_test(NAME "ailab-sim checkpoint: Young and Daly for an MTBF"
    COMMAND ${sim} checkpoint --size 400GB --write-rate 10GB/s --interval 30min --mtbf 24h
    EXPECT_EXIT 0
    STDOUT "\"young_interval_s\": 2629\\.06[0-9]*,\n  \"daly_interval_s\": 2602\\.4[0-9]*,\n  \"expected_lost_per_failure_s\": 920\\.0,")
ailab_cli_test(NAME "ailab-sim checkpoint: async stalls for the copy to host memory"
    COMMAND ${sim} checkpoint --model llama3-70b --write-rate 5GB/s --tier-rate 100GB/s
            --interval 30min --mode async
    EXPECT_EXIT 0
    STDOUT "\"size_GB\": 912\\.0,\n  \"ranks\": 64,.*\"write_s\": 9\\.12,\n  \"stall_s\": 0\\.57,")
ailab_cli_test(NAME "ailab-sim checkpoint: a size without a unit"
    COMMAND ${sim} checkpoint --size 400 --write-rate 10GB/s --interval 30min
    EXPECT_EXIT 2 STDOUT "^$" STDERR "${err}--size: '400' has no unit")
ailab_cli_test(NAME "ailab-sim checkpoint: an interval of zero"
    COMMAND ${sim} checkpoint --size 400GB --write-rate 10GB/s --interval 0s
    EXPECT_EXIT 2 STDERR "${err}--interval: the interval must be above zero")
ailab_cli_test(NAME "ailab-sim checkpoint: an unknown mode"
    COMMAND ${sim} checkpoint --size 400GB --write-rate 10GB/s --interval 30min --mode later
    EXPECT_EXIT 2 STDERR "${err}--mode: ")
ailab_cli_test(NAME "ailab-sim checkpoint: neither a size nor a model"
    COMMAND ${sim} checkpoint --write-rate 10GB/s --interval 30min
    EXPECT_EXIT 2 STDERR "${err}--size: give the checkpoint's size, or --model")

# --- storage -------------------------------------------------------------------------------
ailab_cli_test(NAME "ailab-sim storage: 3D U-Net on 8 H100 against 20 GB/s fails at 79 %"
    COMMAND ${sim} storage --workload unet3d --accelerators 8 --gpu h100 --tier pfs
            --read-rate 20GB/s --readers 4 --prefetch 2 --epochs 2
    EXPECT_EXIT 0
    STDOUT "\"limiting\": \"storage\",.*\"gpu\": \"h100\",.*\"au_percent\": 7[89]\\.[0-9]*,.*\"au_threshold_percent\": 90\\.0,.*\"passed\": false,"
    STDERR "^$")
# The job's delivered rate counts the bytes as they flow from the tier: it once counted the
# batches consumed after the first step, which the buffer held before, and gave 20.04 GB/s.
ailab_cli_test(NAME "ailab-sim storage: never more than the tier's 20 GB/s"
    COMMAND ${sim} storage --workload unet3d --accelerators 8 --gpu h100 --tier pfs
            --read-rate 20GB/s --readers 4 --prefetch 2 --epochs 2
    EXPECT_EXIT 0
    STDOUT "\"delivered_GBps\": (1[0-9]\\.[0-9]+|20\\.0),"
    REJECT_STDOUT "\"delivered_GBps\": (20\\.0*[1-9]|2[1-9]|[3-9][0-9])")
# ResNet-50 from the object store with its 8 readers: each read waits out the store's latency,
# bandwidth and IOPS idle (0.6 % and 9.5 %); the run names the loader, the closed form
# (ample readers) the store's IOPS. Figures rounded to what the model can claim.
ailab_cli_test(NAME "ailab-sim storage: limited by the readers' latency, not the storage"
    COMMAND ${sim} storage --workload resnet50 --accelerators 8 --tier object --epochs 1
            --max-steps 50
    EXPECT_EXIT 0
    STDOUT "\"au_percent\": [0-9]+\\.[0-9],.*\"limiting\": \"loader-latency\",.*\"bandwidth_utilisation_percent\": 0\\.[0-9],"
    REJECT_STDOUT "\\.[0-9][0-9][0-9][0-9][0-9][0-9][0-9]")
ailab_cli_test(NAME "ailab-sim storage: on the NVMe array it passes"
    COMMAND ${sim} storage --workload unet3d --accelerators 8 --tier nvme --epochs 2
    EXPECT_EXIT 0 STDOUT "\"passed\": true,")
ailab_cli_test(NAME "ailab-sim storage: CosmoFlow from the object store, latency-bound"
    COMMAND ${sim} storage --workload cosmoflow --accelerators 8 --tier object --epochs 1
            --max-steps 400
    EXPECT_EXIT 0 STDOUT "\"au_threshold_percent\": 70\\.0,.*\"passed\": false,")
ailab_cli_test(NAME "ailab-sim storage: a read rate without a unit"
    COMMAND ${sim} storage --read-rate 20 EXPECT_EXIT 2 STDOUT "^$"
    STDERR "${err}--read-rate: '20' has no unit")
ailab_cli_test(NAME "ailab-sim storage: no readers"
    COMMAND ${sim} storage --readers 0 EXPECT_EXIT 2 STDERR "${err}--readers: ")
ailab_cli_test(NAME "ailab-sim storage: an unknown tier"
    COMMAND ${sim} storage --tier tape EXPECT_EXIT 2 STDERR "${err}--tier: ")
ailab_cli_test(NAME "ailab-sim storage: a dataset smaller than a batch for each accelerator"
    COMMAND ${sim} storage --workload unet3d --files 3 EXPECT_EXIT 2
    STDERR "${err}--files: the dataset must hold at least one batch for every accelerator")

# --- storage scenarios under run ------------------------------------------------------------
ailab_cli_test(NAME "ailab-sim run: a storage scenario"
    COMMAND ${sim} run ${data}/storage_unet3d_pfs.json EXPECT_EXIT 0
    STDOUT "\"lab\": \"storage\",.*\"au_percent\": 7[89]\\.[0-9]*,.*\"passed\": false,")
ailab_cli_test(NAME "ailab-sim run: peak hours on one file system"
    COMMAND ${sim} run ${data}/storage_peak_hours.json EXPECT_EXIT 0
    STDOUT "\"name\": \"job-b\",.*\"iops_utilisation_percent\": 9[0-9]\\.[0-9]*,")
ailab_cli_test(NAME "ailab-sim validate: a storage scenario"
    COMMAND ${sim} validate ${data}/storage_peak_hours.json EXPECT_EXIT 0
    STDOUT "storage_peak_hours.json: valid scenario for lab 'storage'")
ailab_cli_test(NAME "ailab-sim run: a storage job without readers"
    COMMAND ${sim} run ${data}/storage_bad_readers.json EXPECT_EXIT 1
    STDERR "${err}[^\n]*storage_bad_readers.json: /model/jobs/0/readers: expected an integer from 1 to 256, got 0")
# 3D U-Net on A100 asks 1.61 GB/s an accelerator of a 20 GB/s file system: 13 get 95 %,
# 14 get 89 %.
ailab_cli_test(NAME "ailab-sim storage: the most accelerators that pass"
    COMMAND ${sim} storage --workload unet3d --gpu a100 --tier pfs --accelerators 32 --epochs 1
            --max-steps 100 --find-max
    EXPECT_EXIT 0
    STDOUT "\"search\": {\n    \"au_percent_at_first_failing\": 8[0-9.]+,\n    \"au_percent_at_max\": 9[0-9.]+,\n    \"first_failing_accelerators\": 14,\n    \"max_passing_accelerators\": 13,")
