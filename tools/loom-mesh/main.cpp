// loom-mesh: mesh files for Loom programs.
//
//   loom-mesh convert grid.dat grid.h5   OP2 ASCII Airfoil grid -> HDF5
//   loom-mesh convert grid.dat grid.h5 --precision float
//                                        the same with float dats and consts
//   loom-mesh convert grid.h5 grid.dat   and back
//   loom-mesh convert mesh.msh mesh.h5   gmsh 2.2/4.1 -> HDF5
//   loom-mesh info FILE                  sets, maps, dats, sizes, ranges
//   loom-mesh check FILE                 validates FILE
//
// Any error is one line "loom: error: ..." and exit status 1.
#include "mesh_check.h"
#include "mesh_conversion.h"
#include "mesh_summary.h"

#include "loom/core/guarded_main.h"
#include "loom/hdf5/h5_error.h"

#include <CLI/CLI.hpp>

#include <iostream>

int main(int argc, char **argv) {
  return loom::guardedMain([&] {
    loom::hdf5::silenceHdf5ErrorStack();
    CLI::App app{"loom-mesh: convert, summarise and check mesh files (OP2 "
                 "ASCII Airfoil grid .dat, gmsh .msh, OP2-layout HDF5 .h5)"};
    app.require_subcommand(1);
    std::string input, output, file, precision = "double";
    CLI::App *convert = app.add_subcommand(
        "convert", "convert INPUT to OUTPUT (formats from the extensions)");
    convert->add_option("INPUT", input, "mesh to read")
        ->required()
        ->check(CLI::ExistingFile);
    convert->add_option("OUTPUT", output, "mesh to write")->required();
    convert
        ->add_option("--precision", precision,
                     "type of the Airfoil dats and constants written to HDF5")
        ->check(CLI::IsMember({"double", "float"}));
    CLI::App *info =
        app.add_subcommand("info", "print the sets, maps, dats and ranges");
    info->add_option("FILE", file, "mesh file")
        ->required()
        ->check(CLI::ExistingFile);
    CLI::App *check = app.add_subcommand("check", "validate a mesh file");
    check->add_option("FILE", file, "mesh file")
        ->required()
        ->check(CLI::ExistingFile);
    try {
      app.parse(argc, argv);
    } catch (const CLI::Success &e) {
      return app.exit(e);
    } catch (const CLI::ParseError &e) {
      loom::printErrorLine(e.what());
      return 1;
    }
    if (convert->parsed()) {
      loom::tools::convertMesh(input, output, precision);
      std::cout << "wrote " << output << "\n";
    } else if (info->parsed()) {
      loom::tools::printMeshSummary(file, std::cout);
    } else if (check->parsed()) {
      std::cout << loom::tools::checkMeshFile(file) << "\n";
    }
    return 0;
  });
}
