# The fabric lab's explorer panels (oversubscription, ECMP, collectives) and their views;
# labs/fabric/CMakeLists.txt adds them to lab_fabric.
set(FABRIC_PANEL_SOURCES
    panels/oversubscription_panel.h panels/oversubscription_panel.cpp
    panels/ecmp_panel.h panels/ecmp_panel.cpp
    panels/collective_panel.h panels/collective_panel.cpp
    views/ecmp_paths_view.h views/ecmp_paths_view.cpp
    views/collective_ring_model.h views/collective_ring_model.cpp
    views/collective_ring_view.h views/collective_ring_view.cpp
    views/collective_ring_page.h views/collective_ring_page.cpp
)
