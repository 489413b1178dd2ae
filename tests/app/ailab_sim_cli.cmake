# Command-line tests of ailab-sim (app/sim): exit codes 0 (ok), 1 (bad input file or model
# error) and 2 (usage error), JSON on stdout, "ailab-sim: error: " messages on stderr.
if(NOT TARGET ailab-sim)
    return()
endif()

set(sim $<TARGET_FILE:ailab-sim>)
set(data ${CMAKE_CURRENT_SOURCE_DIR}/data)
set(err "^ailab-sim: error: ")

# --- good files -----------------------------------------------------------------------
ailab_cli_test(NAME "ailab-sim: run prints the metrics as JSON"
    COMMAND ${sim} run ${data}/stack_good.json EXPECT_EXIT 0
    STDOUT "^{\n  \"lab\": \"stack\",\n  \"title\": \"Four DGX-class servers\",\n  \"seed\": 7,\n  \"metrics\": {.*\"gpus\": 32,.*}\n$"
    STDERR "^$")
ailab_cli_test(NAME "ailab-sim: run takes the model's defaults"
    COMMAND ${sim} run ${data}/stack_minimal.json EXPECT_EXIT 0
    STDOUT "\"seed\": 0,.*\"bottleneck\": \"[a-z]+\"" STDERR "^$")
ailab_cli_test(NAME "ailab-sim: validate accepts a good file"
    COMMAND ${sim} validate ${data}/stack_good.json EXPECT_EXIT 0
    STDOUT "^[^\n]*stack_good\\.json: valid scenario for lab 'stack'\n$" STDERR "^$")
ailab_cli_test(NAME "ailab-sim: the lab's presets are valid"
    COMMAND ${sim} validate ${PROJECT_SOURCE_DIR}/labs/stack/scenarios/healthy-training.json
    EXPECT_EXIT 0 STDOUT "valid scenario for lab 'stack'")

# --- bad files: exit 1, the file and the field named on stderr -------------------------
ailab_cli_test(NAME "ailab-sim: malformed JSON gives line and column"
    COMMAND ${sim} run ${data}/malformed.json EXPECT_EXIT 1
    STDOUT "^$"
    STDERR "${err}[^\n]*malformed\\.json: line 5, column 8: invalid JSON: syntax error")
ailab_cli_test(NAME "ailab-sim: unknown model field"
    COMMAND ${sim} run ${data}/unknown_field.json EXPECT_EXIT 1
    STDERR "${err}[^\n]*unknown_field\\.json: /model/sevrers: unknown field; expected one of [^\n]*servers")
ailab_cli_test(NAME "ailab-sim: unknown top-level field"
    COMMAND ${sim} validate ${data}/unknown_top_field.json EXPECT_EXIT 1
    STDERR "${err}[^\n]*: /author: unknown field; expected one of schema, lab, title, description, seed, model, events, incident\n$")
ailab_cli_test(NAME "ailab-sim: duplicate field"
    COMMAND ${sim} validate ${data}/duplicate_field.json EXPECT_EXIT 1
    STDERR "${err}[^\n]*: /model/servers: duplicate field; each field may appear only once\n$")
ailab_cli_test(NAME "ailab-sim: wrong type"
    COMMAND ${sim} run ${data}/wrong_type.json EXPECT_EXIT 1
    STDERR "${err}[^\n]*: /model/servers: expected an integer from 1 to 256, got a string\n$")
ailab_cli_test(NAME "ailab-sim: out-of-range value"
    COMMAND ${sim} run ${data}/out_of_range.json EXPECT_EXIT 1
    STDERR "${err}[^\n]*: /model/servers: expected an integer from 1 to 256, got 0\n$")
ailab_cli_test(NAME "ailab-sim: negative seed"
    COMMAND ${sim} validate ${data}/negative_seed.json EXPECT_EXIT 1
    STDERR "${err}[^\n]*: /seed: expected an integer of at least 0, got -3\n$")
ailab_cli_test(NAME "ailab-sim: unknown schema version"
    COMMAND ${sim} run ${data}/schema_v2.json EXPECT_EXIT 1
    STDERR "${err}[^\n]*: /schema: unsupported schema version \"ailab\\.scenario/2\"; this version reads \"ailab\\.scenario/1\" only\n$")
ailab_cli_test(NAME "ailab-sim: unknown lab lists the known ids"
    COMMAND ${sim} run ${data}/unknown_lab.json EXPECT_EXIT 1
    STDERR "${err}[^\n]*: /lab: unknown lab id \"network\"; expected one of stack, gpu-server, fabric, roce, scheduler, storage, inference, operations, capstone\n$")
# Every known lab has a model in this version: the capstone's reads the file's model.
ailab_cli_test(NAME "ailab-sim: a capstone scenario without its model's fields"
    COMMAND ${sim} run ${data}/lab_without_model.json EXPECT_EXIT 1
    STDERR "${err}[^\n]*: /model/workload: missing required field")
ailab_cli_test(NAME "ailab-sim: top level must be an object"
    COMMAND ${sim} validate ${data}/not_an_object.json EXPECT_EXIT 1
    STDERR "${err}[^\n]*: expected a JSON object at the top level, got an array\n$")
ailab_cli_test(NAME "ailab-sim: text that is not UTF-8"
    COMMAND ${sim} validate ${data}/not_utf8.json EXPECT_EXIT 1
    STDERR "${err}[^\n]*: line 4, column 16: not valid UTF-8 text\n$")
ailab_cli_test(NAME "ailab-sim: missing file"
    COMMAND ${sim} run ${data}/no_such_file.json EXPECT_EXIT 1
    STDOUT "^$" STDERR "${err}[^\n]*no_such_file\\.json: file not found\n$")
ailab_cli_test(NAME "ailab-sim: a directory is not a scenario, nor a class pack without pack.json"
    COMMAND ${sim} validate ${data} EXPECT_EXIT 1
    STDERR "${err}[^\n]*: is a directory, not a scenario file, and holds no pack.json of a class pack\n$")

# --- usage errors: exit 2 ---------------------------------------------------------------
ailab_cli_test(NAME "ailab-sim: unknown flag"
    COMMAND ${sim} --bogus EXPECT_EXIT 2
    STDOUT "^$" STDERR "${err}unknown argument '--bogus'")
ailab_cli_test(NAME "ailab-sim: no subcommand"
    COMMAND ${sim} EXPECT_EXIT 2 STDERR "${err}A subcommand is required")
ailab_cli_test(NAME "ailab-sim: run without a file"
    COMMAND ${sim} run EXPECT_EXIT 2 STDERR "${err}FILE is required")
ailab_cli_test(NAME "ailab-sim: extra argument"
    COMMAND ${sim} validate ${data}/stack_good.json more.json EXPECT_EXIT 2
    STDERR "${err}[^\n]*more\\.json")
ailab_cli_test(NAME "ailab-sim: unknown catalog kind"
    COMMAND ${sim} catalog --kind switches EXPECT_EXIT 2 STDERR "${err}--kind: switches not in")

# --- catalog, help, version -------------------------------------------------------------
ailab_cli_test(NAME "ailab-sim: catalog prints every kind"
    COMMAND ${sim} catalog EXPECT_EXIT 0
    STDOUT "^{\n  \"gpus\": \\[.*\"platforms\": \\[.*\"fabrics\": \\[.*\"storage\": \\[.*\"cooling\": \\[.*\n}\n$"
    STDERR "^$")
ailab_cli_test(NAME "ailab-sim: catalog of GPUs with sources"
    COMMAND ${sim} catalog --kind gpus EXPECT_EXIT 0
    STDOUT "\"id\": \"h100-sxm\".*\"hbm_bandwidth_tbps\": 3\\.35.*\"source\": \"NVIDIA H100 Tensor Core GPU datasheet"
    REJECT_STDOUT "\"cooling\"")
ailab_cli_test(NAME "ailab-sim: catalog of platforms records seed differences"
    COMMAND ${sim} catalog --kind platforms EXPECT_EXIT 0
    STDOUT "\"id\": \"dgx-h200\".*\"course_value\": \"1\\.1 TB HBM3e\"")
ailab_cli_test(NAME "ailab-sim: catalog of cooling"
    COMMAND ${sim} catalog --kind cooling EXPECT_EXIT 0
    STDOUT "\"id\": \"immersion\".*\"pue_min\": 1\\.02")
ailab_cli_test(NAME "ailab-sim: version"
    COMMAND ${sim} --version EXPECT_EXIT 0 STDOUT "^ailab-sim ${PROJECT_VERSION}\n$")
ailab_cli_test(NAME "ailab-sim: help"
    COMMAND ${sim} --help EXPECT_EXIT 0 STDOUT "Usage: .*run.*validate.*catalog")

# --- every shipped preset runs (CI runs these under the asan-ubsan preset too) ------------
file(GLOB ailab_presets CONFIGURE_DEPENDS ${PROJECT_SOURCE_DIR}/labs/*/scenarios/*.json)
foreach(preset IN LISTS ailab_presets)
    cmake_path(GET preset PARENT_PATH preset_dir)
    cmake_path(GET preset_dir PARENT_PATH lab_dir)
    cmake_path(GET lab_dir FILENAME lab)
    cmake_path(GET preset STEM name)
    ailab_cli_test(NAME "ailab-sim: runs the preset ${lab}/${name}"
        COMMAND ${sim} run ${preset} EXPECT_EXIT 0
        STDOUT "^{\n  \"lab\": \"[a-z-]+\",\n  \"title\": [^\n]*\n  \"seed\": [0-9]+,\n  \"metrics\": {"
        STDERR "^$")
endforeach()
# Found by the fuzzer: a number beyond a double's range is a field error, not an internal one.
ailab_cli_test(NAME "ailab-sim: a number too large names its field"
    COMMAND ${sim} validate ${data}/number_too_large.json EXPECT_EXIT 1
    STDERR "${err}[^\n]*number_too_large\\.json: /seed: number too large")

# --- incident files (docs/architecture.md, "Incident files") ------------------------------
ailab_cli_test(NAME "ailab-sim: validate accepts an incident file"
    COMMAND ${sim} validate ${data}/incident_good.json EXPECT_EXIT 0
    STDOUT "^[^\n]*incident_good\\.json: valid incident TEST-NET-001 for lab 'roce' \\(model 'roce\\.incast-without-dcqcn'\\)\n$"
    STDERR "^$")
file(GLOB ailab_incidents CONFIGURE_DEPENDS ${PROJECT_SOURCE_DIR}/labs/*/incidents/*.json)
foreach(incident IN LISTS ailab_incidents)
    cmake_path(GET incident STEM name)
    ailab_cli_test(NAME "ailab-sim: the shipped incident ${name} is valid"
        COMMAND ${sim} validate ${incident} EXPECT_EXIT 0 STDOUT "valid incident " STDERR "^$")
endforeach()
ailab_cli_test(NAME "ailab-sim: validate accepts an incident on the cluster twin"
    COMMAND ${sim} validate ${PROJECT_SOURCE_DIR}/labs/operations/incidents/routing-change.json EXPECT_EXIT 0
    STDOUT "^[^\n]*routing-change\\.json: valid incident AI-OPS-097 for lab 'operations' \\(model 'operations\\.twin'\\)\n$"
    STDERR "^$")
ailab_cli_test(NAME "ailab-sim: an incident whose system has an unknown fault is refused"
    COMMAND ${sim} validate ${data}/incident_twin_unknown_fault.json EXPECT_EXIT 1 STDOUT "^$"
    STDERR "${err}[^\n]*incident_twin_unknown_fault\\.json: /system/events/0/fault: unknown fault kind 'gpu-on-fire'")
ailab_cli_test(NAME "ailab-sim: an incident on an unknown model is refused"
    COMMAND ${sim} validate ${data}/incident_unknown_model.json EXPECT_EXIT 1 STDOUT "^$"
    STDERR "${err}[^\n]*incident_unknown_model\\.json: /model: unknown incident model 'roce\\.switch-on-fire'")
ailab_cli_test(NAME "ailab-sim: an incident showing a figure its model lacks is refused"
    COMMAND ${sim} validate ${data}/incident_unknown_figure.json EXPECT_EXIT 1
    STDERR "${err}[^\n]*: /evidence/0/figures/2: unknown figure 'gpu_temperature'")
ailab_cli_test(NAME "ailab-sim: an incident stage without evidence is refused"
    COMMAND ${sim} validate ${data}/incident_stage_without_evidence.json EXPECT_EXIT 1
    STDERR "${err}[^\n]*: /stages/1/evidence: ")
ailab_cli_test(NAME "ailab-sim: an incident without a root cause is refused"
    COMMAND ${sim} validate ${data}/incident_no_root_cause.json EXPECT_EXIT 1
    STDERR "${err}[^\n]*: /rootCause: an incident needs its root cause")

# --- security exercise files (docs/architecture.md, "Security exercise files") -----------
file(GLOB ailab_security_exercises CONFIGURE_DEPENDS ${PROJECT_SOURCE_DIR}/labs/*/exercises/*.json)
foreach(exercise IN LISTS ailab_security_exercises)
    cmake_path(GET exercise STEM name)
    ailab_cli_test(NAME "ailab-sim: the shipped security exercise ${name} is valid"
        COMMAND ${sim} validate ${exercise} EXPECT_EXIT 0
        STDOUT "^[^\n]*${name}\\.json: valid security exercise ${name} \\(6 requests\\)\n$" STDERR "^$")
endforeach()
ailab_cli_test(NAME "ailab-sim: a security exercise with a request on an unknown resource is refused"
    COMMAND ${sim} validate ${data}/security_exercise_unknown_resource.json EXPECT_EXIT 1 STDOUT "^$"
    STDERR "${err}[^\n]*security_exercise_unknown_resource\\.json: /requests/5/resource: unknown resource 'dataset-c'")

# --- activity files (docs/architecture.md, "Activity files") ------------------------------
file(GLOB ailab_activities CONFIGURE_DEPENDS ${PROJECT_SOURCE_DIR}/labs/*/activities/*.json)
foreach(activity IN LISTS ailab_activities)
    cmake_path(GET activity STEM name)
    ailab_cli_test(NAME "ailab-sim: the shipped activity ${name} is valid"
        COMMAND ${sim} validate ${activity} EXPECT_EXIT 0
        STDOUT "^[^\n]*${name}\\.json: valid activity ${name} for lab '[a-z-]+' \\([0-9]+ tasks\\)\n$" STDERR "^$")
endforeach()
ailab_cli_test(NAME "ailab-sim: an activity naming a figure its model does not compute is refused"
    COMMAND ${sim} validate ${data}/activity_unknown_figure.json EXPECT_EXIT 1 STDOUT "^$"
    STDERR "${err}[^\n]*activity_unknown_figure\\.json: /tasks/0/figure: unknown figure '/allreduce/gpu_temperature'")

# --- class packs (docs/architecture.md, "Class packs") ------------------------------------
ailab_cli_test(NAME "ailab-sim: the example class pack is valid, its items in order"
    COMMAND ${sim} validate ${PROJECT_SOURCE_DIR}/examples/class-pack EXPECT_EXIT 0
    STDOUT "valid class pack 'Week 3: the fabric under load' \\(4 items: 01-oversubscription\\.json \\(scenario, lab 'fabric'\\) 02-practice\\.json \\(activity, lab 'fabric'\\) 03-flapping-link\\.json \\(incident, lab 'operations'\\) 04-quiz\\.json \\(activity, lab 'fabric'\\)\\)"
    STDERR "^$")
