print("searchbench: not implemented yet")
