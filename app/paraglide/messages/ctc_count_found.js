/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Ctc_Count_FoundInputs */

const en_ctc_count_found = /** @type {(inputs: Ctc_Count_FoundInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} contact found`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} contacts found`);
	return /** @type {LocalizedString} */ ("ctc_count_found");
};

const de_ctc_count_found = /** @type {(inputs: Ctc_Count_FoundInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} Kontakt gefunden`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} Kontakte gefunden`);
	return /** @type {LocalizedString} */ ("ctc_count_found");
};

const fr_ctc_count_found = /** @type {(inputs: Ctc_Count_FoundInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} contact trouvé`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} contacts trouvés`);
	return /** @type {LocalizedString} */ ("ctc_count_found");
};

const es_ctc_count_found = /** @type {(inputs: Ctc_Count_FoundInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} contacto encontrado`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} contactos encontrados`);
	return /** @type {LocalizedString} */ ("ctc_count_found");
};

const pt_br2_ctc_count_found = /** @type {(inputs: Ctc_Count_FoundInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("pt-BR", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} contato encontrado`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} contatos encontrados`);
	return /** @type {LocalizedString} */ ("ctc_count_found");
};

const ja_ctc_count_found = /** @type {(inputs: Ctc_Count_FoundInputs) => LocalizedString} */ (i) => {
	const countPlural = registry.plural("ja", i?.count, {});return /** @type {LocalizedString} */ (`${i?.count} 件の連絡先が見つかりました`)
};

const ko_ctc_count_found = /** @type {(inputs: Ctc_Count_FoundInputs) => LocalizedString} */ (i) => {
	const countPlural = registry.plural("ko", i?.count, {});return /** @type {LocalizedString} */ (`연락처 ${i?.count}개를 찾았습니다`)
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} contact found" |
* | "other" | "{count} contacts found" |
*
* @param {Ctc_Count_FoundInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const ctc_count_found = /** @type {((inputs: Ctc_Count_FoundInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ctc_Count_FoundInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_ctc_count_found(inputs)
	if (locale === "fr") return fr_ctc_count_found(inputs)
	if (locale === "es") return es_ctc_count_found(inputs)
	if (locale === "pt-BR") return pt_br2_ctc_count_found(inputs)
	if (locale === "ja") return ja_ctc_count_found(inputs)
	if (locale === "ko") return ko_ctc_count_found(inputs)
	return en_ctc_count_found(inputs)
});