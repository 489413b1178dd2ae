# The desktop file, the AppStream metainfo and the project must name the same id and
# version, or software centres show a stale release and lose the icon.
# cmake -DAPP_ID=.. -DVERSION=.. -DDESKTOP_FILE=.. -DMETAINFO_FILE=.. -P check_metadata.cmake
file(READ ${DESKTOP_FILE} desktop)
file(READ ${METAINFO_FILE} metainfo)

if(NOT desktop MATCHES "\nIcon=${APP_ID}\n")
    message(FATAL_ERROR "${DESKTOP_FILE}: Icon= should be ${APP_ID}")
endif()
if(NOT desktop MATCHES "\nExec=ailab( [^\n]*)?\n")
    message(FATAL_ERROR "${DESKTOP_FILE}: Exec= should start ailab")
endif()
if(NOT metainfo MATCHES "<id>${APP_ID}</id>")
    message(FATAL_ERROR "${METAINFO_FILE}: <id> should be ${APP_ID}")
endif()
if(NOT metainfo MATCHES "<launchable type=\"desktop-id\">${APP_ID}.desktop</launchable>")
    message(FATAL_ERROR "${METAINFO_FILE}: <launchable> should name ${APP_ID}.desktop")
endif()
# AppStream lists releases newest first.
if(NOT metainfo MATCHES "<release version=\"([^\"]+)\"")
    message(FATAL_ERROR "${METAINFO_FILE}: no <release>")
endif()
if(NOT CMAKE_MATCH_1 STREQUAL VERSION)
    message(FATAL_ERROR "${METAINFO_FILE}: newest release is ${CMAKE_MATCH_1}, "
                        "the project's version is ${VERSION}: add a <release> entry")
endif()
message(STATUS "id ${APP_ID} and version ${VERSION} agree")
