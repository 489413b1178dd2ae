# Builds the Debian package into OUT_DIR and checks what dpkg-deb reports about it.
# cmake -DCPACK=.. -DCONFIG=../CPackConfig.cmake -DOUT_DIR=.. -DAPP_ID=.. -P check_deb.cmake
if(NOT EXISTS ${CONFIG})
    message(FATAL_ERROR "${CONFIG} is missing: CPack was not configured")
endif()
file(REMOVE_RECURSE ${OUT_DIR})
file(MAKE_DIRECTORY ${OUT_DIR})
execute_process(COMMAND ${CPACK} -G DEB --config ${CONFIG} -B ${OUT_DIR}
                RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE out)
if(NOT rc EQUAL 0)
    message(FATAL_ERROR "cpack failed (${rc}):\n${out}")
endif()
file(GLOB debs ${OUT_DIR}/*.deb)
list(LENGTH debs count)
if(NOT count EQUAL 1)
    message(FATAL_ERROR "expected one .deb in ${OUT_DIR}, found ${count}:\n${out}")
endif()

execute_process(COMMAND dpkg-deb -I ${debs} RESULT_VARIABLE rc OUTPUT_VARIABLE info
                ERROR_VARIABLE info)
if(NOT rc EQUAL 0)
    message(FATAL_ERROR "dpkg-deb -I failed:\n${info}")
endif()
# shlibdeps must have found the Qt libraries; the manual depends must be there too.
foreach(field "Package: ailab" "Section: education" "Depends: [^\n]*libqt6widgets6"
              "Depends: [^\n]*qt6-qpa-plugins")
    if(NOT info MATCHES "\n ${field}")
        message(FATAL_ERROR "dpkg-deb -I lacks \"${field}\":\n${info}")
    endif()
endforeach()

execute_process(COMMAND dpkg-deb -c ${debs} RESULT_VARIABLE rc OUTPUT_VARIABLE contents
                ERROR_VARIABLE contents)
foreach(file "./usr/bin/ailab" "./usr/bin/ailab-sim"
             "./usr/share/applications/${APP_ID}.desktop"
             "./usr/share/metainfo/${APP_ID}.metainfo.xml"
             "./usr/share/mime/packages/${APP_ID}.xml"
             "./usr/share/icons/hicolor/scalable/apps/${APP_ID}.svg"
             "./usr/share/doc/ailab/copyright"
             "./usr/share/ailab/traces/openb-sample-jobs.csv")
    string(FIND "${contents}" " ${file}\n" at)
    if(at EQUAL -1)
        message(FATAL_ERROR "the package lacks ${file}:\n${contents}")
    endif()
endforeach()
message(STATUS "${debs}:\n${info}")
