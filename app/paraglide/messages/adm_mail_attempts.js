/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown>, status: NonNullable<unknown> }} Adm_Mail_AttemptsInputs */

const en_adm_mail_attempts = /** @type {(inputs: Adm_Mail_AttemptsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.status}, ${i?.shown} attempt`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.status}, ${i?.shown} attempts`);
	return /** @type {LocalizedString} */ ("adm_mail_attempts");
};

const de_adm_mail_attempts = /** @type {(inputs: Adm_Mail_AttemptsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.status}, ${i?.shown} Versuch`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.status}, ${i?.shown} Versuche`);
	return /** @type {LocalizedString} */ ("adm_mail_attempts");
};

const fr_adm_mail_attempts = /** @type {(inputs: Adm_Mail_AttemptsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.status}, ${i?.shown} tentative`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.status}, ${i?.shown} tentatives`);
	return /** @type {LocalizedString} */ ("adm_mail_attempts");
};

const es_adm_mail_attempts = /** @type {(inputs: Adm_Mail_AttemptsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.status}, ${i?.shown} intento`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.status}, ${i?.shown} intentos`);
	return /** @type {LocalizedString} */ ("adm_mail_attempts");
};

const pt_br2_adm_mail_attempts = /** @type {(inputs: Adm_Mail_AttemptsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("pt-BR", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.status}, ${i?.shown} tentativa`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.status}, ${i?.shown} tentativas`);
	return /** @type {LocalizedString} */ ("adm_mail_attempts");
};

const ja_adm_mail_attempts = /** @type {(inputs: Adm_Mail_AttemptsInputs) => LocalizedString} */ (i) => {
	const countPlural = registry.plural("ja", i?.count, {});return /** @type {LocalizedString} */ (`${i?.status}、試行${i?.shown}回`)
};

const ko_adm_mail_attempts = /** @type {(inputs: Adm_Mail_AttemptsInputs) => LocalizedString} */ (i) => {
	const countPlural = registry.plural("ko", i?.count, {});return /** @type {LocalizedString} */ (`${i?.status}, 시도 ${i?.shown}회`)
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{status}, {shown} attempt" |
* | "other" | "{status}, {shown} attempts" |
*
* @param {Adm_Mail_AttemptsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const adm_mail_attempts = /** @type {((inputs: Adm_Mail_AttemptsInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Adm_Mail_AttemptsInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_adm_mail_attempts(inputs)
	if (locale === "fr") return fr_adm_mail_attempts(inputs)
	if (locale === "es") return es_adm_mail_attempts(inputs)
	if (locale === "pt-BR") return pt_br2_adm_mail_attempts(inputs)
	if (locale === "ja") return ja_adm_mail_attempts(inputs)
	if (locale === "ko") return ko_adm_mail_attempts(inputs)
	return en_adm_mail_attempts(inputs)
});