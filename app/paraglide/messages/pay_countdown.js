/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Pay_CountdownInputs */

const en_pay_countdown = /** @type {(inputs: Pay_CountdownInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Redirecting to your dashboard in ${i?.count} second...`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Redirecting to your dashboard in ${i?.count} seconds...`);
	return /** @type {LocalizedString} */ ("pay_countdown");
};

const de_pay_countdown = /** @type {(inputs: Pay_CountdownInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Weiterleitung zu deinem Dashboard in ${i?.count} Sekunde...`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Weiterleitung zu deinem Dashboard in ${i?.count} Sekunden...`);
	return /** @type {LocalizedString} */ ("pay_countdown");
};

const fr_pay_countdown = /** @type {(inputs: Pay_CountdownInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Redirection vers votre tableau de bord dans ${i?.count} seconde...`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Redirection vers votre tableau de bord dans ${i?.count} secondes...`);
	return /** @type {LocalizedString} */ ("pay_countdown");
};

const es_pay_countdown = /** @type {(inputs: Pay_CountdownInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Redirigiendo a tu panel en ${i?.count} segundo...`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Redirigiendo a tu panel en ${i?.count} segundos...`);
	return /** @type {LocalizedString} */ ("pay_countdown");
};

const pt_br2_pay_countdown = /** @type {(inputs: Pay_CountdownInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("pt-BR", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Redirecionando para o seu painel em ${i?.count} segundo...`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Redirecionando para o seu painel em ${i?.count} segundos...`);
	return /** @type {LocalizedString} */ ("pay_countdown");
};

const ja_pay_countdown = /** @type {(inputs: Pay_CountdownInputs) => LocalizedString} */ (i) => {
	const countPlural = registry.plural("ja", i?.count, {});return /** @type {LocalizedString} */ (`${i?.count} 秒後にダッシュボードへ移動します...`)
};

const ko_pay_countdown = /** @type {(inputs: Pay_CountdownInputs) => LocalizedString} */ (i) => {
	const countPlural = registry.plural("ko", i?.count, {});return /** @type {LocalizedString} */ (`${i?.count}초 후 대시보드로 이동합니다...`)
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Redirecting to your dashboard in {count} second..." |
* | "other" | "Redirecting to your dashboard in {count} seconds..." |
*
* @param {Pay_CountdownInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const pay_countdown = /** @type {((inputs: Pay_CountdownInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pay_CountdownInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_pay_countdown(inputs)
	if (locale === "fr") return fr_pay_countdown(inputs)
	if (locale === "es") return es_pay_countdown(inputs)
	if (locale === "pt-BR") return pt_br2_pay_countdown(inputs)
	if (locale === "ja") return ja_pay_countdown(inputs)
	if (locale === "ko") return ko_pay_countdown(inputs)
	return en_pay_countdown(inputs)
});