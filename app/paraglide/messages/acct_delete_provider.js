/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ link: NonNullable<unknown> }} Acct_Delete_ProviderInputs */

const en_acct_delete_provider = /** @type {(inputs: Acct_Delete_ProviderInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The payment provider keeps its records of past payments, as the law requires. What is kept and why is on the ${i?.link}.`)
};

const de_acct_delete_provider = /** @type {(inputs: Acct_Delete_ProviderInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Der Zahlungsanbieter bewahrt seine Unterlagen zu früheren Zahlungen auf, wie es das Gesetz verlangt. Was aufbewahrt wird und warum, steht auf der ${i?.link}.`)
};

const fr_acct_delete_provider = /** @type {(inputs: Acct_Delete_ProviderInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Le prestataire de paiement conserve ses relevés des paiements passés, comme la loi l'exige. Ce qui est conservé et pourquoi figure sur la ${i?.link}.`)
};

const es_acct_delete_provider = /** @type {(inputs: Acct_Delete_ProviderInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El proveedor de pagos conserva sus registros de pagos anteriores, como exige la ley. Qué se conserva y por qué está en la ${i?.link}.`)
};

const pt_br2_acct_delete_provider = /** @type {(inputs: Acct_Delete_ProviderInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`O provedor de pagamentos mantém os registros dos pagamentos anteriores, como exige a lei. O que é mantido e por quê está na ${i?.link}.`)
};

const ja_acct_delete_provider = /** @type {(inputs: Acct_Delete_ProviderInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`決済事業者は、法律の定めにより過去の支払い記録を保管します。何をなぜ保管するかは${i?.link}に記載しています。`)
};

const ko_acct_delete_provider = /** @type {(inputs: Acct_Delete_ProviderInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`결제 대행사는 법률에 따라 과거 결제 기록을 보관합니다. 무엇을 왜 보관하는지는 ${i?.link}에서 확인하세요.`)
};

/**
* | output |
* | --- |
* | "The payment provider keeps its records of past payments, as the law requires. What is kept and why is on the {link}." |
*
* @param {Acct_Delete_ProviderInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const acct_delete_provider = /** @type {((inputs: Acct_Delete_ProviderInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Acct_Delete_ProviderInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_acct_delete_provider(inputs)
	if (locale === "fr") return fr_acct_delete_provider(inputs)
	if (locale === "es") return es_acct_delete_provider(inputs)
	if (locale === "pt-BR") return pt_br2_acct_delete_provider(inputs)
	if (locale === "ja") return ja_acct_delete_provider(inputs)
	if (locale === "ko") return ko_acct_delete_provider(inputs)
	return en_acct_delete_provider(inputs)
});