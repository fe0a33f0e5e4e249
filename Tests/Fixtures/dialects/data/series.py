import math

series = [math.sin(x / 3) for x in range(20)]
print(series)
