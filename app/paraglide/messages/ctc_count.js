/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Ctc_CountInputs */

const en_ctc_count = /** @type {(inputs: Ctc_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} contact`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} contacts`);
	return /** @type {LocalizedString} */ ("ctc_count");
};

const de_ctc_count = /** @type {(inputs: Ctc_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} Kontakt`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} Kontakte`);
	return /** @type {LocalizedString} */ ("ctc_count");
};

const fr_ctc_count = /** @type {(inputs: Ctc_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} contact`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} contacts`);
	return /** @type {LocalizedString} */ ("ctc_count");
};

const es_ctc_count = /** @type {(inputs: Ctc_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} contacto`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} contactos`);
	return /** @type {LocalizedString} */ ("ctc_count");
};

const pt_br2_ctc_count = /** @type {(inputs: Ctc_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("pt-BR", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} contato`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} contatos`);
	return /** @type {LocalizedString} */ ("ctc_count");
};

const ja_ctc_count = /** @type {(inputs: Ctc_CountInputs) => LocalizedString} */ (i) => {
	const countPlural = registry.plural("ja", i?.count, {});return /** @type {LocalizedString} */ (`${i?.count} 件の連絡先`)
};

const ko_ctc_count = /** @type {(inputs: Ctc_CountInputs) => LocalizedString} */ (i) => {
	const countPlural = registry.plural("ko", i?.count, {});return /** @type {LocalizedString} */ (`연락처 ${i?.count}개`)
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} contact" |
* | "other" | "{count} contacts" |
*
* @param {Ctc_CountInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const ctc_count = /** @type {((inputs: Ctc_CountInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ctc_CountInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_ctc_count(inputs)
	if (locale === "fr") return fr_ctc_count(inputs)
	if (locale === "es") return es_ctc_count(inputs)
	if (locale === "pt-BR") return pt_br2_ctc_count(inputs)
	if (locale === "ja") return ja_ctc_count(inputs)
	if (locale === "ko") return ko_ctc_count(inputs)
	return en_ctc_count(inputs)
});