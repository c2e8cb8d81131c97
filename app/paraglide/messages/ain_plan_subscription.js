/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ plan: NonNullable<unknown> }} Ain_Plan_SubscriptionInputs */

const en_ain_plan_subscription = /** @type {(inputs: Ain_Plan_SubscriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.plan} (priority listing)`)
};

const de_ain_plan_subscription = /** @type {(inputs: Ain_Plan_SubscriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.plan} (bevorzugte Platzierung)`)
};

const fr_ain_plan_subscription = /** @type {(inputs: Ain_Plan_SubscriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.plan} (mise en avant prioritaire)`)
};

const es_ain_plan_subscription = /** @type {(inputs: Ain_Plan_SubscriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.plan} (posición prioritaria)`)
};

const pt_br2_ain_plan_subscription = /** @type {(inputs: Ain_Plan_SubscriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.plan} (destaque prioritário)`)
};

const ja_ain_plan_subscription = /** @type {(inputs: Ain_Plan_SubscriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.plan}（優先掲載）`)
};

const ko_ain_plan_subscription = /** @type {(inputs: Ain_Plan_SubscriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.plan}(우선 노출)`)
};

/**
* | output |
* | --- |
* | "{plan} (priority listing)" |
*
* @param {Ain_Plan_SubscriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const ain_plan_subscription = /** @type {((inputs: Ain_Plan_SubscriptionInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ain_Plan_SubscriptionInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_ain_plan_subscription(inputs)
	if (locale === "fr") return fr_ain_plan_subscription(inputs)
	if (locale === "es") return es_ain_plan_subscription(inputs)
	if (locale === "pt-BR") return pt_br2_ain_plan_subscription(inputs)
	if (locale === "ja") return ja_ain_plan_subscription(inputs)
	if (locale === "ko") return ko_ain_plan_subscription(inputs)
	return en_ain_plan_subscription(inputs)
});