print("ingestbench: not implemented yet")
