# Runs ailab and checks the pictures it writes. Use with `cmake -P`:
#   cmake -DCMD=<program;arg;...> -DPNGS=<file;...> [-DLIST_CMD=<program;arg;...> -DDIR=<dir>]
#         [-DSIZE=<IHDR width and height in hex>] -P ailab_png_check.cmake
# The command must exit 0. Every file in PNGS, and with LIST_CMD every <id>.png in DIR for
# each id LIST_CMD prints (and no other .png there), must be a PNG of 1280x800 pixels (or
# of SIZE: 0000040000000300 is 1024x768).
cmake_minimum_required(VERSION 3.25)

foreach(file IN LISTS PNGS)
    file(REMOVE "${file}")
endforeach()
if(DEFINED DIR)
    file(REMOVE_RECURSE "${DIR}")
endif()

execute_process(COMMAND ${CMD} RESULT_VARIABLE exit_code OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT exit_code STREQUAL "0")
    message(FATAL_ERROR "exit code ${exit_code}\n--- stdout ---\n${out}\n--- stderr ---\n${err}")
endif()

set(expected ${PNGS})
if(DEFINED LIST_CMD)
    execute_process(COMMAND ${LIST_CMD} RESULT_VARIABLE list_exit OUTPUT_VARIABLE ids)
    if(NOT list_exit STREQUAL "0" OR ids STREQUAL "")
        message(FATAL_ERROR "the lab list is empty or failed (${list_exit})")
    endif()
    string(STRIP "${ids}" ids)
    string(REPLACE "\n" ";" ids "${ids}")
    foreach(id IN LISTS ids)
        list(APPEND expected "${DIR}/${id}.png")
    endforeach()
    file(GLOB written "${DIR}/*.png")
    list(LENGTH written written_count)
    list(LENGTH ids id_count)
    if(NOT written_count EQUAL id_count)
        message(FATAL_ERROR "${written_count} pictures in ${DIR} for ${id_count} labs: ${written}")
    endif()
endif()

# PNG signature, then the IHDR chunk: width and height as 32-bit big-endian numbers.
set(signature "89504e470d0a1a0a0000000d49484452")
foreach(file IN LISTS expected)
    if(NOT EXISTS "${file}")
        message(FATAL_ERROR "missing picture ${file}\n--- stderr ---\n${err}")
    endif()
    file(READ "${file}" head LIMIT 24 HEX)
    string(SUBSTRING "${head}" 0 32 found_signature)
    string(SUBSTRING "${head}" 32 16 size)
    if(NOT found_signature STREQUAL signature)
        message(FATAL_ERROR "${file} is not a PNG file (starts with ${head})")
    endif()
    if(NOT DEFINED SIZE)
        set(SIZE "0000050000000320") # 1280x800
    endif()
    if(NOT size STREQUAL SIZE)
        message(FATAL_ERROR "${file} is not of the size ${SIZE} (IHDR size ${size})")
    endif()
endforeach()
