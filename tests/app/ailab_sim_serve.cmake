# Command-line tests of `ailab-sim serve` (a workload on model-serving replicas, core/infer)
# and of `ailab-sim run` on inference scenarios: JSON on stdout; bad values and impossible
# set-ups are usage errors (exit 2) naming the option; a bad trace row names its line and
# column.
if(NOT TARGET ailab-sim)
    return()
endif()

set(sim $<TARGET_FILE:ailab-sim>)
set(data ${CMAKE_CURRENT_SOURCE_DIR}/data)
set(err "^ailab-sim: error: ")

# --- results ----------------------------------------------------------------------------
ailab_cli_test(NAME "ailab-sim serve: prints the benchmark metrics"
    COMMAND ${sim} serve --model llama-3-8b --gpu h100-sxm --tp 1 --replicas 1 --rate 8
            --requests 200 --prompt-tokens conversation --output-tokens conversation
            --slo-ttft-ms 500 --slo-tpot-ms 50 --seed 1
    EXPECT_EXIT 0
    STDOUT "^{\n  \"model\": \"llama-3-8b\",\n  \"gpu\": \"h100-sxm\",\n  \"tensor_parallel\": 1,\n  \"replicas\": 1,\n  \"request_rate\": 8\\.0,\n  \"seed\": 1,\n  \"completed\": 200,.*\"mean_ttft_ms\": [0-9.]+,.*\"p99_tpot_ms\": [0-9.]+,.*\"mean_itl_ms\": [0-9.]+,.*\"p95_e2el_ms\": [0-9.]+,.*\"goodput\": [0-9.]+,"
    STDERR "^$")
ailab_cli_test(NAME "ailab-sim serve: decode at batch 1 is bounded by the weights"
    COMMAND ${sim} serve --rate 0.5 --requests 20 --prompt-tokens 128 --output-tokens 64
    EXPECT_EXIT 0 STDOUT "\"median_tpot_ms\": [67]\\.[0-9]+,")
ailab_cli_test(NAME "ailab-sim serve: a rate sweep prints one object per rate"
    COMMAND ${sim} serve --requests 100 --sweep-rates 1,4,16 --prompt-tokens 256-1024
    EXPECT_EXIT 0
    STDOUT "^\\[\n  {\n    \"request_rate\": 1\\.0,.*\"request_rate\": 4\\.0,.*\"request_rate\": 16\\.0,.*\n\\]\n$")
# 500 requests at 80 requests/s end before one replica's queue builds: a single run says
# its window is too short to judge; a sweep's point runs more and finds the queue growing.
ailab_cli_test(NAME "ailab-sim serve: a run too short for its steady state says so"
    COMMAND ${sim} serve --rate 80 --requests 500 --prompt-tokens conversation
            --output-tokens conversation --slo-ttft-ms 500 --slo-tpot-ms 50 --seed 1
    EXPECT_EXIT 0 STDOUT "\"steady_state\": {\n    \"verdict\": \"too-short\",")
ailab_cli_test(NAME "ailab-sim serve: a sweep judges each rate in steady state"
    COMMAND ${sim} serve --sweep-rates 8,80 --requests 500 --prompt-tokens conversation
            --output-tokens conversation --seed 1
    EXPECT_EXIT 0
    STDOUT "\"request_rate\": 8\\.0,\n    \"requests\": [0-9]+,.*\"verdict\": \"sustained\",.*\"request_rate\": 80\\.0,.*\"verdict\": \"not-sustained\",")
ailab_cli_test(NAME "ailab-sim serve: Llama 3 70B over four GPUs, fp8, two replicas, KV-aware"
    COMMAND ${sim} serve --model llama-3-70b --tp 4 --weights fp8 --replicas 2 --router kv-aware
            --requests 50 --rate 4
    EXPECT_EXIT 0 STDOUT "\"tensor_parallel\": 4,.*\"completed\": 50,")
ailab_cli_test(NAME "ailab-sim serve: disaggregated prefill and decode"
    COMMAND ${sim} serve --replicas 3 --prefill-replicas 1 --requests 50
    EXPECT_EXIT 0 STDOUT "\"role\": \"prefill\",.*\"role\": \"decode\",")
ailab_cli_test(NAME "ailab-sim serve: static batching"
    COMMAND ${sim} serve --policy static --max-num-seqs 32 --requests 50
    EXPECT_EXIT 0 STDOUT "\"completed\": 50,")
ailab_cli_test(NAME "ailab-sim serve: without chunked prefill"
    COMMAND ${sim} serve --no-chunked-prefill --requests 50
    EXPECT_EXIT 0 STDOUT "\"completed\": 50,")
ailab_cli_test(NAME "ailab-sim serve: replays a trace"
    COMMAND ${sim} serve --trace ${data}/inference_trace.csv
    EXPECT_EXIT 0 STDOUT "\"request_rate\": \"trace\",.*\"completed\": 3,.*\"total_output_tokens\": 224,")
ailab_cli_test(NAME "ailab-sim run: an inference scenario with a failure"
    COMMAND ${sim} run ${data}/inference_failover.json EXPECT_EXIT 0
    STDOUT "\"lab\": \"inference\",.*\"completed\": 600,.*\"event\": \"failed\",.*\"event\": \"recovering\",.*\"event\": \"ready\","
    STDERR "^$")
ailab_cli_test(NAME "ailab-sim run: inference defaults"
    COMMAND ${sim} run ${data}/inference_minimal.json EXPECT_EXIT 0
    STDOUT "\"completed\": 50,")

# --- errors -----------------------------------------------------------------------------
ailab_cli_test(NAME "ailab-sim serve: weights that do not fit name --tp"
    COMMAND ${sim} serve --model llama-3-70b --tp 1
    EXPECT_EXIT 2 STDOUT "^$"
    STDERR "${err}--tp: the weights of Llama 3 70B in bf16 \\(141\\.1 GB per GPU")
ailab_cli_test(NAME "ailab-sim serve: heads that do not split name --tp"
    COMMAND ${sim} serve --model llama-3-70b --tp 3
    EXPECT_EXIT 2 STDERR "${err}--tp: Llama 3 70B has 64 query and 8 KV heads")
ailab_cli_test(NAME "ailab-sim serve: unknown model"
    COMMAND ${sim} serve --model gpt-9 EXPECT_EXIT 2 STDERR "${err}--model: gpt-9 not in")
ailab_cli_test(NAME "ailab-sim serve: negative rate"
    COMMAND ${sim} serve --rate=-1 EXPECT_EXIT 2 STDERR "${err}--rate: ")
ailab_cli_test(NAME "ailab-sim serve: bad length"
    COMMAND ${sim} serve --prompt-tokens 10x EXPECT_EXIT 2
    STDERR "${err}--prompt-tokens: expected N, MIN-MAX or conversation, got '10x'")
ailab_cli_test(NAME "ailab-sim serve: uniform lengths the wrong way round"
    COMMAND ${sim} serve --output-tokens 200-100 EXPECT_EXIT 2 STDERR "${err}--output-tokens: ")
ailab_cli_test(NAME "ailab-sim serve: bad sweep rates"
    COMMAND ${sim} serve --sweep-rates 1,0,4 EXPECT_EXIT 2
    STDERR "${err}--sweep-rates: expected rates above 0 separated by commas, got '0'")
ailab_cli_test(NAME "ailab-sim serve: a budget below the context without chunking"
    COMMAND ${sim} serve --no-chunked-prefill --max-batched-tokens 2048 EXPECT_EXIT 2
    STDERR "${err}--max-batched-tokens: without chunked prefill")
ailab_cli_test(NAME "ailab-sim serve: zero max-num-seqs"
    COMMAND ${sim} serve --max-num-seqs 0 EXPECT_EXIT 2 STDERR "${err}--max-num-seqs: ")
ailab_cli_test(NAME "ailab-sim serve: prefill replicas need a decode replica"
    COMMAND ${sim} serve --replicas 2 --prefill-replicas 2 EXPECT_EXIT 2
    STDERR "${err}--prefill-replicas: ")
ailab_cli_test(NAME "ailab-sim serve: a bad trace row names line and column"
    COMMAND ${sim} serve --trace ${data}/inference_bad_trace.csv EXPECT_EXIT 1 STDOUT "^$"
    STDERR "${err}--trace: [^\n]*inference_bad_trace\\.csv:3:6: expected prompt_tokens from 1 to 1000000, got '1O24'\n$")
ailab_cli_test(NAME "ailab-sim serve: a missing trace"
    COMMAND ${sim} serve --trace ${data}/no-such-trace.csv EXPECT_EXIT 1
    STDERR "${err}--trace: [^\n]*no-such-trace\\.csv: no such trace file")
ailab_cli_test(NAME "ailab-sim run: an inference scenario that does not fit names the field"
    COMMAND ${sim} run ${data}/inference_too_big.json EXPECT_EXIT 1
    STDERR "${err}[^\n]*inference_too_big\\.json: /model/replica/tensorParallel: the weights of Llama 3 70B")

# Figures rounded for people: six significant digits, no binary noise.
ailab_cli_test(NAME "ailab-sim serve: figures are rounded"
    COMMAND ${sim} serve --rate 5 --requests 100
    EXPECT_EXIT 0 STDOUT "\"mean_ttft_ms\": [0-9.]+,"
    REJECT_STDOUT "[0-9]\\.[0-9]{7,}")
