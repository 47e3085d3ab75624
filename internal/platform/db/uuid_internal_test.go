package db

import (
	"testing"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5/pgtype"
	"github.com/stretchr/testify/require"
)

// The registered map plans uuid.UUID in binary, not through its text form
// (driver.Valuer, sql.Scanner) as a plain map does.
func TestUUIDPlansAreBinary(t *testing.T) {
	plain := pgtype.NewMap()
	_, viaText := plain.PlanScan(pgtype.UUIDOID, pgtype.BinaryFormatCode, new(uuid.UUID)).(*wrapUUIDScanPlan)
	require.False(t, viaText)

	m := pgtype.NewMap()
	registerUUID(m)
	require.IsType(t, &wrapUUIDScanPlan{}, m.PlanScan(pgtype.UUIDOID, pgtype.BinaryFormatCode, new(uuid.UUID)))
	require.IsType(t, &wrapUUIDEncodePlan{}, m.PlanEncode(pgtype.UUIDOID, pgtype.BinaryFormatCode, uuid.New()))

	id := uuid.New()
	buf, err := m.Encode(pgtype.UUIDOID, pgtype.BinaryFormatCode, id, nil)
	require.NoError(t, err)
	require.Equal(t, id[:], buf)
	var back uuid.UUID
	require.NoError(t, m.Scan(pgtype.UUIDOID, pgtype.BinaryFormatCode, buf, &back))
	require.Equal(t, id, back)
}
