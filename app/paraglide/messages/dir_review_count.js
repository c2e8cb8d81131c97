/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Dir_Review_CountInputs */

const en_dir_review_count = /** @type {(inputs: Dir_Review_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} review`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.shown} reviews`);
	return /** @type {LocalizedString} */ ("dir_review_count");
};

const de_dir_review_count = /** @type {(inputs: Dir_Review_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} Bewertung`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.shown} Bewertungen`);
	return /** @type {LocalizedString} */ ("dir_review_count");
};

const fr_dir_review_count = /** @type {(inputs: Dir_Review_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} avis`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.shown} avis`);
	return /** @type {LocalizedString} */ ("dir_review_count");
};

const es_dir_review_count = /** @type {(inputs: Dir_Review_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} reseña`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.shown} reseñas`);
	return /** @type {LocalizedString} */ ("dir_review_count");
};

const pt_br2_dir_review_count = /** @type {(inputs: Dir_Review_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("pt-BR", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} avaliação`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.shown} avaliações`);
	return /** @type {LocalizedString} */ ("dir_review_count");
};

const ja_dir_review_count = /** @type {(inputs: Dir_Review_CountInputs) => LocalizedString} */ (i) => {
	const countPlural = registry.plural("ja", i?.count, {});return /** @type {LocalizedString} */ (`${i?.shown}件のレビュー`)
};

const ko_dir_review_count = /** @type {(inputs: Dir_Review_CountInputs) => LocalizedString} */ (i) => {
	const countPlural = registry.plural("ko", i?.count, {});return /** @type {LocalizedString} */ (`리뷰 ${i?.shown}개`)
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} review" |
* | "other" | "{shown} reviews" |
*
* @param {Dir_Review_CountInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const dir_review_count = /** @type {((inputs: Dir_Review_CountInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dir_Review_CountInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dir_review_count(inputs)
	if (locale === "fr") return fr_dir_review_count(inputs)
	if (locale === "es") return es_dir_review_count(inputs)
	if (locale === "pt-BR") return pt_br2_dir_review_count(inputs)
	if (locale === "ja") return ja_dir_review_count(inputs)
	if (locale === "ko") return ko_dir_review_count(inputs)
	return en_dir_review_count(inputs)
});