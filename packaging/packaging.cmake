# CPack DEB packaging, .desktop and AppStream files.
# The install rules of ailab and ailab-sim are in app/CMakeLists.txt; this file installs
# what a desktop needs around them and describes the Debian package:
#   cpack -G DEB          (in build/release, after building)
include(GNUInstallDirs)

# One reverse-DNS id names the desktop file, the AppStream component and the icon.
set(AILAB_APP_ID org.ailab.AiInfraLab)
set(AILAB_PACKAGING_DIR ${CMAKE_CURRENT_LIST_DIR})

install(FILES ${AILAB_PACKAGING_DIR}/${AILAB_APP_ID}.desktop
        DESTINATION ${CMAKE_INSTALL_DATAROOTDIR}/applications)
install(FILES ${AILAB_PACKAGING_DIR}/${AILAB_APP_ID}.metainfo.xml
        DESTINATION ${CMAKE_INSTALL_DATAROOTDIR}/metainfo)
# The MIME types of saved states and scenarios; dpkg's trigger of shared-mime-info runs
# update-mime-database after the install.
install(FILES ${AILAB_PACKAGING_DIR}/${AILAB_APP_ID}.mime.xml
        DESTINATION ${CMAKE_INSTALL_DATAROOTDIR}/mime/packages
        RENAME ${AILAB_APP_ID}.xml)
install(FILES ${PROJECT_SOURCE_DIR}/resources/icons/ailab.svg
        DESTINATION ${CMAKE_INSTALL_DATAROOTDIR}/icons/hicolor/scalable/apps
        RENAME ${AILAB_APP_ID}.svg)
# Debian keeps the licence of a package in /usr/share/doc/<package>/copyright.
install(FILES ${PROJECT_SOURCE_DIR}/LICENSE
        DESTINATION ${CMAKE_INSTALL_DOCDIR}
        RENAME copyright)
install(FILES ${PROJECT_SOURCE_DIR}/README.md DESTINATION ${CMAKE_INSTALL_DOCDIR})
# The sample trace in the openb format, for `ailab-sim schedule --nodes ... --jobs ...`.
install(DIRECTORY ${PROJECT_SOURCE_DIR}/resources/traces/
        DESTINATION ${CMAKE_INSTALL_DATADIR}/ailab/traces)

set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGE_NAME ailab)
set(CPACK_PACKAGE_VENDOR "The AI Infra Lab contributors")
set(CPACK_PACKAGE_CONTACT "The AI Infra Lab contributors <ailab@example.org>")
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "desktop learning lab for AI cluster infrastructure")
set(CPACK_PACKAGE_DESCRIPTION
    "AI Infra Lab teaches how AI clusters work by letting you operate one. Nine labs
share one deterministic simulation core: the infrastructure stack, GPU servers,
the leaf-spine fabric and collectives, RDMA and RoCEv2 congestion control, job
scheduling, storage pipelines, LLM inference serving, operations and incidents,
and a capstone cluster design.

The package holds the desktop program ailab and the headless simulator
ailab-sim, which runs the same scenario files and prints results as JSON.")
set(CPACK_RESOURCE_FILE_LICENSE ${PROJECT_SOURCE_DIR}/LICENSE)
set(CPACK_RESOURCE_FILE_README ${PROJECT_SOURCE_DIR}/README.md)
set(CPACK_STRIP_FILES ON)

set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_MAINTAINER ${CPACK_PACKAGE_CONTACT})
set(CPACK_DEBIAN_PACKAGE_SECTION education)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
# The licence (GPL-3.0-or-later) ships as /usr/share/doc/ailab/copyright, see above.
# Library dependencies are computed by dpkg-shlibdeps; Qt loads its platform plugins
# (xcb, wayland) and the SVG icon engine at run time, which no linker sees.
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
set(CPACK_DEBIAN_PACKAGE_DEPENDS "qt6-qpa-plugins, libqt6svg6")
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "qt6-translations-l10n, fonts-dejavu-core")

set(CPACK_SOURCE_GENERATOR TGZ)
set(CPACK_SOURCE_IGNORE_FILES "/\\\\.git/" "/build/" "/build-.*/" "/\\\\.cache/")

include(CPack)
