#include "app/application.h"

int main(int argc, char* argv[])
{
    return ailab::app::runApplication(argc, argv);
}
