/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Center_StarsInputs */

const en_center_stars = /** @type {(inputs: Center_StarsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} star`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} stars`);
	return /** @type {LocalizedString} */ ("center_stars");
};

const de_center_stars = /** @type {(inputs: Center_StarsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} Stern`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} Sterne`);
	return /** @type {LocalizedString} */ ("center_stars");
};

const fr_center_stars = /** @type {(inputs: Center_StarsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} étoile`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} étoiles`);
	return /** @type {LocalizedString} */ ("center_stars");
};

const es_center_stars = /** @type {(inputs: Center_StarsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} estrella`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} estrellas`);
	return /** @type {LocalizedString} */ ("center_stars");
};

const pt_br2_center_stars = /** @type {(inputs: Center_StarsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("pt-BR", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} estrela`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} estrelas`);
	return /** @type {LocalizedString} */ ("center_stars");
};

const ja_center_stars = /** @type {(inputs: Center_StarsInputs) => LocalizedString} */ (i) => {
	const countPlural = registry.plural("ja", i?.count, {});return /** @type {LocalizedString} */ (`星${i?.count}つ`)
};

const ko_center_stars = /** @type {(inputs: Center_StarsInputs) => LocalizedString} */ (i) => {
	const countPlural = registry.plural("ko", i?.count, {});return /** @type {LocalizedString} */ (`별 ${i?.count}개`)
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} star" |
* | "other" | "{count} stars" |
*
* @param {Center_StarsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const center_stars = /** @type {((inputs: Center_StarsInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Center_StarsInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_center_stars(inputs)
	if (locale === "fr") return fr_center_stars(inputs)
	if (locale === "es") return es_center_stars(inputs)
	if (locale === "pt-BR") return pt_br2_center_stars(inputs)
	if (locale === "ja") return ja_center_stars(inputs)
	if (locale === "ko") return ko_center_stars(inputs)
	return en_center_stars(inputs)
});