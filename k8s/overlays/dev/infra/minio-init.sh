#!/bin/sh
# Creates the media bucket and a user that may use only that bucket, so the media service
# never holds MinIO's root credentials. Safe to run again. Runs in the minio/mc image, from
# docker-compose.yml (service minio-init) and from this overlay (Job minio-init).
# Needs MINIO_URL, MINIO_ROOT_USER, MINIO_ROOT_PASSWORD, S3_BUCKET, S3_ACCESS_KEY, S3_SECRET_KEY.
set -eu

tries=0
until mc alias set local "$MINIO_URL" "$MINIO_ROOT_USER" "$MINIO_ROOT_PASSWORD" >/dev/null; do
  tries=$((tries + 1))
  [ "$tries" -lt 60 ] || { echo "MinIO at $MINIO_URL did not answer" >&2; exit 1; }
  sleep 2
done

mc mb --ignore-existing "local/$S3_BUCKET"
policy="${TMPDIR:-/tmp}/outings-media-policy.json"
cat > "$policy" <<JSON
{"Version": "2012-10-17", "Statement": [
  {"Effect": "Allow", "Action": ["s3:GetBucketLocation", "s3:ListBucket"], "Resource": ["arn:aws:s3:::$S3_BUCKET"]},
  {"Effect": "Allow", "Action": ["s3:GetObject", "s3:PutObject", "s3:DeleteObject"], "Resource": ["arn:aws:s3:::$S3_BUCKET/*"]}
]}
JSON
mc admin policy create local outings-media "$policy"
mc admin user add local "$S3_ACCESS_KEY" "$S3_SECRET_KEY"
# Attaching twice is an error, so only when missing (no grep in the mc image: a pattern).
case "$(mc admin user info local "$S3_ACCESS_KEY")" in
  *outings-media*) ;;
  *) mc admin policy attach local outings-media --user "$S3_ACCESS_KEY" ;;
esac
echo "bucket $S3_BUCKET ready for $S3_ACCESS_KEY"
