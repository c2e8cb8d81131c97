/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lt_Gamecafe_S0_Step0_TextInputs */

const en_lt_gamecafe_s0_step0_text = /** @type {(inputs: Lt_Gamecafe_S0_Step0_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Create an account, register your café and choose the LAN Center Subscription.`)
};

const de_lt_gamecafe_s0_step0_text = /** @type {(inputs: Lt_Gamecafe_S0_Step0_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Erstellen Sie ein Konto, registrieren Sie Ihr Café und wählen Sie das LAN-Center-Abonnement.`)
};

const fr_lt_gamecafe_s0_step0_text = /** @type {(inputs: Lt_Gamecafe_S0_Step0_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Créez un compte, inscrivez votre café et choisissez l’abonnement LAN Center.`)
};

const es_lt_gamecafe_s0_step0_text = /** @type {(inputs: Lt_Gamecafe_S0_Step0_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Crea una cuenta, registra tu café y elige la suscripción LAN Center.`)
};

const pt_br2_lt_gamecafe_s0_step0_text = /** @type {(inputs: Lt_Gamecafe_S0_Step0_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Crie uma conta, cadastre seu café e escolha a assinatura LAN Center.`)
};

const ja_lt_gamecafe_s0_step0_text = /** @type {(inputs: Lt_Gamecafe_S0_Step0_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`アカウントを作成してカフェを登録し、LAN Center サブスクリプションを選びます。`)
};

const ko_lt_gamecafe_s0_step0_text = /** @type {(inputs: Lt_Gamecafe_S0_Step0_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`계정을 만들고 카페를 등록한 뒤 LAN Center 구독을 선택하세요.`)
};

/**
* | output |
* | --- |
* | "Create an account, register your café and choose the LAN Center Subscription." |
*
* @param {Lt_Gamecafe_S0_Step0_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const lt_gamecafe_s0_step0_text = /** @type {((inputs?: Lt_Gamecafe_S0_Step0_TextInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lt_Gamecafe_S0_Step0_TextInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_lt_gamecafe_s0_step0_text(inputs)
	if (locale === "fr") return fr_lt_gamecafe_s0_step0_text(inputs)
	if (locale === "es") return es_lt_gamecafe_s0_step0_text(inputs)
	if (locale === "pt-BR") return pt_br2_lt_gamecafe_s0_step0_text(inputs)
	if (locale === "ja") return ja_lt_gamecafe_s0_step0_text(inputs)
	if (locale === "ko") return ko_lt_gamecafe_s0_step0_text(inputs)
	return en_lt_gamecafe_s0_step0_text(inputs)
});