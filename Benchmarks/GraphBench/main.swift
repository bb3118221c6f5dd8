import MyndCore
print("graph benchmark: not written yet")
