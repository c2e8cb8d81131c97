/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Rev_StarsInputs */

const en_rev_stars = /** @type {(inputs: Rev_StarsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} star`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} stars`);
	return /** @type {LocalizedString} */ ("rev_stars");
};

const de_rev_stars = /** @type {(inputs: Rev_StarsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} Stern`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} Sterne`);
	return /** @type {LocalizedString} */ ("rev_stars");
};

const fr_rev_stars = /** @type {(inputs: Rev_StarsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} étoile`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} étoiles`);
	return /** @type {LocalizedString} */ ("rev_stars");
};

const es_rev_stars = /** @type {(inputs: Rev_StarsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} estrella`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} estrellas`);
	return /** @type {LocalizedString} */ ("rev_stars");
};

const pt_br2_rev_stars = /** @type {(inputs: Rev_StarsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("pt-BR", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} estrela`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} estrelas`);
	return /** @type {LocalizedString} */ ("rev_stars");
};

const ja_rev_stars = /** @type {(inputs: Rev_StarsInputs) => LocalizedString} */ (i) => {
	const countPlural = registry.plural("ja", i?.count, {});return /** @type {LocalizedString} */ (`星 ${i?.count} つ`)
};

const ko_rev_stars = /** @type {(inputs: Rev_StarsInputs) => LocalizedString} */ (i) => {
	const countPlural = registry.plural("ko", i?.count, {});return /** @type {LocalizedString} */ (`별 ${i?.count}개`)
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} star" |
* | "other" | "{count} stars" |
*
* @param {Rev_StarsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const rev_stars = /** @type {((inputs: Rev_StarsInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rev_StarsInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_rev_stars(inputs)
	if (locale === "fr") return fr_rev_stars(inputs)
	if (locale === "es") return es_rev_stars(inputs)
	if (locale === "pt-BR") return pt_br2_rev_stars(inputs)
	if (locale === "ja") return ja_rev_stars(inputs)
	if (locale === "ko") return ko_rev_stars(inputs)
	return en_rev_stars(inputs)
});