public enum KitCore {}
