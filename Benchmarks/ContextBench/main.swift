print("context benchmark: pending")
