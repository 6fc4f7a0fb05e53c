print("enginebench: not implemented yet")
