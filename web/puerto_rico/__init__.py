"""Puerto Rico: the table UI and its texts."""
