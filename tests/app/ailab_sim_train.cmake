# Command-line tests of `ailab-sim train` (one step of a 3D-parallel training job,
# core/train/parallel_step.h): JSON on stdout; a split that does not fit is a result
# (fits=false and why); bad values and impossible splits are usage errors (exit 2) naming
# the option.
if(NOT TARGET ailab-sim)
    return()
endif()

set(sim $<TARGET_FILE:ailab-sim>)
set(err "^ailab-sim: error: ")

# --- results ----------------------------------------------------------------------------
ailab_cli_test(NAME "ailab-sim train: Llama 3 405B on 8,192 H100s as in the Llama 3 paper"
    COMMAND ${sim} train --model llama-3-405b --gpu h100-sxm --gpus 8192 --tp 8 --pp 16
            --sequence-parallel --microbatch 1 --global-batch 2048 --distributed-optimizer
    EXPECT_EXIT 0
    STDOUT "^{\n  \"model\": \"llama-3-405b\",\n  \"parameters\": [0-9.e+]+,\n  \"gpu\": \"h100-sxm\",\n  \"gpus\": 8192,\n  \"tp\": 8,\n  \"pp\": 16,\n  \"dp\": 64,.*\"sequence\": 8192,.*\"microbatches_per_replica\": 32,\n  \"step_seconds\": [0-9.]+,.*\"pipeline_bubble_fraction\": 0\\.46875,.*\"dp_group_size\": 64,.*\"achieved_tflops_per_gpu\": 4[0-9][0-9]\\.[0-9]+,.*\"mfu\": 0\\.4[0-9]+,.*\"memory\": {\n    \"stage\": 1,.*\"capacity_gb\": 80\\.0\n  },\n  \"fits\": true\n}\n$"
    STDERR "^$")
ailab_cli_test(NAME "ailab-sim train: a custom shape"
    COMMAND ${sim} train --layers 24 --hidden 2048 --heads 16 --kv-heads 4 --ffn 5632 --swiglu
            --vocab 32000 --seq 4096 --gpus 16 --tp 2 --pp 2 --global-batch 64 --microbatch 2
            --recompute selective --precision fp8
    EXPECT_EXIT 0
    STDOUT "\"model\": \"custom\",.*\"dp\": 4,.*\"precision\": \"fp8\",\n  \"recompute\": \"selective\",\n  \"microbatches_per_replica\": 8,.*\"fits\": true")
ailab_cli_test(NAME "ailab-sim train: a split that does not fit says why"
    COMMAND ${sim} train --model llama-3-70b --gpus 8 --tp 8 --global-batch 8 --microbatch 8
    EXPECT_EXIT 0
    STDOUT "\"fits\": false,\n  \"reason\": \"pipeline stage 1 needs [0-9.]+ GB per GPU \\(weights [0-9.]+, gradients [0-9.]+, optimizer [0-9.]+, activations [0-9.]+\\), more than the 80 GB of NVIDIA H100 SXM5 80 GB\"\n}\n$")
ailab_cli_test(NAME "ailab-sim train: Narayanan et al. Table 1, 145.6B row, as the core test computes it"
    COMMAND ${sim} train --model megatron-gpt-145b --gpu a100-sxm-80 --gpus 1536 --tp 8 --pp 8
            --interleave 2 --microbatch 2 --global-batch 2304 --recompute full
            --no-flash-attention --fp16-gradients --no-overlap-grad-reduce --nic 200Gb/s
    EXPECT_EXIT 0
    STDOUT "\"dp\": 24,.*\"recompute\": \"full\",.*\"hardware_tflops_per_gpu\": 171\\.[0-9]+,")
ailab_cli_test(NAME "ailab-sim train: leaf size and oversubscription options"
    COMMAND ${sim} train --model llama-3-70b --gpus 1024 --tp 8 --pp 4 --global-batch 1024
            --distributed-optimizer --nodes-per-leaf 16 --oversubscription 4
    EXPECT_EXIT 0 STDOUT "\"dp_group_size\": 32,")

# --- errors -----------------------------------------------------------------------------
ailab_cli_test(NAME "ailab-sim train: heads that do not split name --tp"
    COMMAND ${sim} train --model llama-3-70b --gpus 96 --tp 3 --global-batch 32
    EXPECT_EXIT 2 STDOUT "^$" STDERR "${err}--tp: 64 query and 8 KV heads do not split over 3 GPUs")
ailab_cli_test(NAME "ailab-sim train: GPUs that are not a multiple of tp x pp name --gpus"
    COMMAND ${sim} train --model llama-3-8b --gpus 100 --tp 8 --global-batch 64
    EXPECT_EXIT 2 STDERR "${err}--gpus: 100 GPUs are not a multiple of tp x pp = 8")
ailab_cli_test(NAME "ailab-sim train: a batch the replicas cannot share names --global-batch"
    COMMAND ${sim} train --model llama-3-8b --gpus 64 --tp 8 --global-batch 12
    EXPECT_EXIT 2 STDERR "${err}--global-batch: the global batch of 12 sequences is not a multiple of dp x microbatch = 8")
ailab_cli_test(NAME "ailab-sim train: FP8 on an A100 names --precision"
    COMMAND ${sim} train --model llama-3-8b --gpu a100-sxm-80 --gpus 8 --global-batch 8 --precision fp8
    EXPECT_EXIT 2 STDERR "${err}--precision: NVIDIA A100 SXM4 80 GB has no FP8 Tensor Cores")
ailab_cli_test(NAME "ailab-sim train: interleaving without a pipeline names --interleave"
    COMMAND ${sim} train --model llama-3-8b --gpus 8 --global-batch 8 --interleave 2
    EXPECT_EXIT 2 STDERR "${err}--interleave: interleaving needs pipeline parallelism")
ailab_cli_test(NAME "ailab-sim train: an incomplete shape names the missing option"
    COMMAND ${sim} train --layers 24 --hidden 2048 --heads 16 --seq 2048 --gpus 8 --global-batch 8
    EXPECT_EXIT 2 STDERR "${err}--vocab: give --model, or the shape")
ailab_cli_test(NAME "ailab-sim train: a shape the heads do not divide names --heads"
    COMMAND ${sim} train --layers 24 --hidden 2050 --heads 16 --vocab 32000 --seq 2048 --gpus 8
            --global-batch 8
    EXPECT_EXIT 2 STDERR "${err}--heads: the hidden size must be a multiple of the number of heads")
ailab_cli_test(NAME "ailab-sim train: --model and --layers together"
    COMMAND ${sim} train --model llama-3-8b --layers 24 --gpus 8 --global-batch 8
    EXPECT_EXIT 2 STDERR "${err}--model excludes --layers")
ailab_cli_test(NAME "ailab-sim train: unknown model"
    COMMAND ${sim} train --model gpt-9 --gpus 8 --global-batch 8
    EXPECT_EXIT 2 STDERR "${err}--model: gpt-9 not in")
ailab_cli_test(NAME "ailab-sim train: oversubscription below 1"
    COMMAND ${sim} train --model llama-3-8b --gpus 8 --global-batch 8 --oversubscription 0.5
    EXPECT_EXIT 2 STDERR "${err}--oversubscription: ")
ailab_cli_test(NAME "ailab-sim train: a bad NIC bandwidth"
    COMMAND ${sim} train --model llama-3-8b --gpus 8 --global-batch 8 --nic fast
    EXPECT_EXIT 2 STDERR "${err}--nic: ")
ailab_cli_test(NAME "ailab-sim train: --gpus is required"
    COMMAND ${sim} train --model llama-3-8b --global-batch 8
    EXPECT_EXIT 2 STDERR "${err}--gpus is required")
