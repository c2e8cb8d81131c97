/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Mail_Code_MinutesInputs */

const en_mail_code_minutes = /** @type {(inputs: Mail_Code_MinutesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} minute`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} minutes`);
	return /** @type {LocalizedString} */ ("mail_code_minutes");
};

const de_mail_code_minutes = /** @type {(inputs: Mail_Code_MinutesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} Minute`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} Minuten`);
	return /** @type {LocalizedString} */ ("mail_code_minutes");
};

const fr_mail_code_minutes = /** @type {(inputs: Mail_Code_MinutesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} minute`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} minutes`);
	return /** @type {LocalizedString} */ ("mail_code_minutes");
};

const es_mail_code_minutes = /** @type {(inputs: Mail_Code_MinutesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} minuto`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} minutos`);
	return /** @type {LocalizedString} */ ("mail_code_minutes");
};

const pt_br2_mail_code_minutes = /** @type {(inputs: Mail_Code_MinutesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("pt-BR", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} minuto`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} minutos`);
	return /** @type {LocalizedString} */ ("mail_code_minutes");
};

const ja_mail_code_minutes = /** @type {(inputs: Mail_Code_MinutesInputs) => LocalizedString} */ (i) => {
	const countPlural = registry.plural("ja", i?.count, {});return /** @type {LocalizedString} */ (`${i?.count}分`)
};

const ko_mail_code_minutes = /** @type {(inputs: Mail_Code_MinutesInputs) => LocalizedString} */ (i) => {
	const countPlural = registry.plural("ko", i?.count, {});return /** @type {LocalizedString} */ (`${i?.count}분`)
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} minute" |
* | "other" | "{count} minutes" |
*
* @param {Mail_Code_MinutesInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const mail_code_minutes = /** @type {((inputs: Mail_Code_MinutesInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Code_MinutesInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_code_minutes(inputs)
	if (locale === "fr") return fr_mail_code_minutes(inputs)
	if (locale === "es") return es_mail_code_minutes(inputs)
	if (locale === "pt-BR") return pt_br2_mail_code_minutes(inputs)
	if (locale === "ja") return ja_mail_code_minutes(inputs)
	if (locale === "ko") return ko_mail_code_minutes(inputs)
	return en_mail_code_minutes(inputs)
});