/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown>, when: NonNullable<unknown>, owner: NonNullable<unknown> }} Adr_Community_LineInputs */

const en_adr_community_line = /** @type {(inputs: Adr_Community_LineInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} center · submitted ${i?.when} by ${i?.owner}`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.shown} centers · submitted ${i?.when} by ${i?.owner}`);
	return /** @type {LocalizedString} */ ("adr_community_line");
};

const de_adr_community_line = /** @type {(inputs: Adr_Community_LineInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} Center · eingereicht ${i?.when} von ${i?.owner}`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.shown} Center · eingereicht ${i?.when} von ${i?.owner}`);
	return /** @type {LocalizedString} */ ("adr_community_line");
};

const fr_adr_community_line = /** @type {(inputs: Adr_Community_LineInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} centre · soumis ${i?.when} par ${i?.owner}`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.shown} centres · soumis ${i?.when} par ${i?.owner}`);
	return /** @type {LocalizedString} */ ("adr_community_line");
};

const es_adr_community_line = /** @type {(inputs: Adr_Community_LineInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} centro · enviado ${i?.when} por ${i?.owner}`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.shown} centros · enviado ${i?.when} por ${i?.owner}`);
	return /** @type {LocalizedString} */ ("adr_community_line");
};

const pt_br2_adr_community_line = /** @type {(inputs: Adr_Community_LineInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("pt-BR", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} centro · enviado ${i?.when} por ${i?.owner}`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.shown} centros · enviado ${i?.when} por ${i?.owner}`);
	return /** @type {LocalizedString} */ ("adr_community_line");
};

const ja_adr_community_line = /** @type {(inputs: Adr_Community_LineInputs) => LocalizedString} */ (i) => {
	const countPlural = registry.plural("ja", i?.count, {});return /** @type {LocalizedString} */ (`センター ${i?.shown} 件 · ${i?.when} に ${i?.owner} が提出`)
};

const ko_adr_community_line = /** @type {(inputs: Adr_Community_LineInputs) => LocalizedString} */ (i) => {
	const countPlural = registry.plural("ko", i?.count, {});return /** @type {LocalizedString} */ (`센터 ${i?.shown}개 · ${i?.when}에 ${i?.owner}님이 제출`)
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} center · submitted {when} by {owner}" |
* | "other" | "{shown} centers · submitted {when} by {owner}" |
*
* @param {Adr_Community_LineInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const adr_community_line = /** @type {((inputs: Adr_Community_LineInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Adr_Community_LineInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_adr_community_line(inputs)
	if (locale === "fr") return fr_adr_community_line(inputs)
	if (locale === "es") return es_adr_community_line(inputs)
	if (locale === "pt-BR") return pt_br2_adr_community_line(inputs)
	if (locale === "ja") return ja_adr_community_line(inputs)
	if (locale === "ko") return ko_adr_community_line(inputs)
	return en_adr_community_line(inputs)
});