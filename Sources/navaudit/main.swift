print("navaudit")
