/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Mail_Code_HoursInputs */

const en_mail_code_hours = /** @type {(inputs: Mail_Code_HoursInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} hour`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} hours`);
	return /** @type {LocalizedString} */ ("mail_code_hours");
};

const de_mail_code_hours = /** @type {(inputs: Mail_Code_HoursInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} Stunde`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} Stunden`);
	return /** @type {LocalizedString} */ ("mail_code_hours");
};

const fr_mail_code_hours = /** @type {(inputs: Mail_Code_HoursInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} heure`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} heures`);
	return /** @type {LocalizedString} */ ("mail_code_hours");
};

const es_mail_code_hours = /** @type {(inputs: Mail_Code_HoursInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} hora`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} horas`);
	return /** @type {LocalizedString} */ ("mail_code_hours");
};

const pt_br2_mail_code_hours = /** @type {(inputs: Mail_Code_HoursInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("pt-BR", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} hora`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} horas`);
	return /** @type {LocalizedString} */ ("mail_code_hours");
};

const ja_mail_code_hours = /** @type {(inputs: Mail_Code_HoursInputs) => LocalizedString} */ (i) => {
	const countPlural = registry.plural("ja", i?.count, {});return /** @type {LocalizedString} */ (`${i?.count}時間`)
};

const ko_mail_code_hours = /** @type {(inputs: Mail_Code_HoursInputs) => LocalizedString} */ (i) => {
	const countPlural = registry.plural("ko", i?.count, {});return /** @type {LocalizedString} */ (`${i?.count}시간`)
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} hour" |
* | "other" | "{count} hours" |
*
* @param {Mail_Code_HoursInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const mail_code_hours = /** @type {((inputs: Mail_Code_HoursInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Code_HoursInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_code_hours(inputs)
	if (locale === "fr") return fr_mail_code_hours(inputs)
	if (locale === "es") return es_mail_code_hours(inputs)
	if (locale === "pt-BR") return pt_br2_mail_code_hours(inputs)
	if (locale === "ja") return ja_mail_code_hours(inputs)
	if (locale === "ko") return ko_mail_code_hours(inputs)
	return en_mail_code_hours(inputs)
});