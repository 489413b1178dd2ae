# The shared-mime-info file: well-formed XML (xmllint), accepted by update-mime-database
# without a warning, and in the database it builds a file of each kind is recognised by its
# content (the mime_check program, Qt's QMimeDatabase on that database only).
# cmake -DMIME_FILE=.. -DAPP_ID=.. -DOUT=.. -DUPDATE_MIME=.. -DXMLLINT=.. -DCHECK=..
#       -DSTATE=<a saved state> -DSCENARIO=<a scenario> -DACTIVITY=<an activity>
#       -DINCIDENT=<an incident> -DPACK=<a class pack's pack.json> -P check_mime.cmake
if(XMLLINT)
    execute_process(COMMAND ${XMLLINT} --noout ${MIME_FILE}
                    RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE out)
    if(NOT rc EQUAL 0)
        message(FATAL_ERROR "xmllint rejects ${MIME_FILE}:\n${out}")
    endif()
endif()
if(NOT UPDATE_MIME)
    message(FATAL_ERROR "could not find update-mime-database (Debian package shared-mime-info)")
endif()
file(REMOVE_RECURSE ${OUT})
file(MAKE_DIRECTORY ${OUT}/mime/packages)
# The freedesktop.org base types, so that application/json exists to subclass.
if(EXISTS /usr/share/mime/packages/freedesktop.org.xml)
    file(COPY /usr/share/mime/packages/freedesktop.org.xml DESTINATION ${OUT}/mime/packages)
endif()
configure_file(${MIME_FILE} ${OUT}/mime/packages/${APP_ID}.xml COPYONLY)
execute_process(COMMAND ${UPDATE_MIME} ${OUT}/mime
                RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE out)
string(REGEX REPLACE "Note that [^\n]*\n(.*\n)?- /usr/share/\n?" "" out "${out}")
if(NOT rc EQUAL 0 OR out MATCHES "[Ee]rror|[Ww]arning|[Uu]nknown")
    message(FATAL_ERROR "update-mime-database rejects ${MIME_FILE} (${rc}):\n${out}")
endif()
foreach(type x-ailab-state x-ailab-scenario x-ailab-activity x-ailab-incident x-ailab-class-pack)
    if(NOT EXISTS ${OUT}/mime/application/${type}.xml)
        message(FATAL_ERROR "the database lacks application/${type}")
    endif()
endforeach()

# A saved state is known by its name (*.ailab.json); the magic of both types tells them by
# their content alone, whatever the name (file managers that follow the shared-mime-info
# specification let magic that finds a subclass of the glob's application/json win);
# other JSON stays application/json.
configure_file(${STATE} ${OUT}/renamed-state.json COPYONLY)
file(WRITE ${OUT}/plain.json "{\"numbers\": [1, 2, 3]}\n")
foreach(pair "name:${STATE}=application/x-ailab-state"
             "content:${OUT}/renamed-state.json=application/x-ailab-state"
             "content:${SCENARIO}=application/x-ailab-scenario"
             "content:${ACTIVITY}=application/x-ailab-activity"
             "content:${INCIDENT}=application/x-ailab-incident"
             "content:${PACK}=application/x-ailab-class-pack"
             "content:${OUT}/plain.json=text/plain" "name:${OUT}/plain.json=application/json")
    string(REGEX MATCH "^([a-z]+):([^=]+)=(.+)$" parsed "${pair}")
    set(how ${CMAKE_MATCH_1})
    set(file ${CMAKE_MATCH_2})
    set(expected ${CMAKE_MATCH_3})
    set(option)
    if(how STREQUAL "content")
        set(option --content)
    endif()
    execute_process(COMMAND ${CMAKE_COMMAND} -E env XDG_DATA_DIRS=${OUT} XDG_DATA_HOME=${OUT}/none
                            ${CHECK} ${option} ${file}
                    RESULT_VARIABLE rc OUTPUT_VARIABLE type ERROR_VARIABLE err
                    OUTPUT_STRIP_TRAILING_WHITESPACE)
    if(NOT rc EQUAL 0 OR NOT type STREQUAL expected)
        message(FATAL_ERROR "${file} (by ${how}): expected ${expected}, the database says "
                            "\"${type}\" ${err}")
    endif()
endforeach()
message(STATUS "both MIME types are recognised by their content")
